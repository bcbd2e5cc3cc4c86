import { isApiError } from '@portal/shared';

/** Said when a comment could not be saved for a reason that is ours to retry. */
export const COMMENT_NOT_SAVED = 'The comment could not be saved. Please try again.';
export const COMMENT_NOT_DELETED = 'The comment could not be deleted. Please try again.';
export const THREAD_NOT_CHANGED = 'The thread could not be changed. Please try again.';
export const DECISION_NOT_SAVED = 'The decision could not be saved. Please try again.';

/**
 * The API's own words when it refused (no right, gone, archived, already decided), otherwise
 * the caller's "could not … Please try again.".
 */
export function refusalOr(error: unknown, fallback: string): string {
  const refused = [403, 404, 409].some((status) => isApiError(error, status));
  return refused && error instanceof Error ? error.message : fallback;
}

/** A failed comment call, split as the form shows it. */
export interface CommentFailure {
  /** Messages of the text and its mentions: under the field. */
  field: string | null;
  /** Everything else (the pin `Anchor.*`, the `Drawing`, a reply's parent): one alert. */
  alert: string[];
}

const FIELD_KEYS = ['text', 'mentions'];

/** Splits a failed comment call's 400 by field, in the API's words; else one message. */
export function commentFailure(error: unknown): CommentFailure {
  const entries = isApiError(error, 400)
    ? Object.entries(error.fieldErrors).filter(([, list]) => list.length > 0)
    : [];
  if (entries.length === 0) return { field: null, alert: [refusalOr(error, COMMENT_NOT_SAVED)] };
  const field = entries.filter(([key]) => FIELD_KEYS.includes(key.toLowerCase()));
  const rest = entries.filter(([key]) => !FIELD_KEYS.includes(key.toLowerCase()));
  return {
    field: field.length ? field.flatMap(([, list]) => list).join(' ') : null,
    alert: rest.flatMap(([, list]) => list),
  };
}
