import { isApiError } from '@portal/shared';

/**
 * What to tell the person when a change failed: the API's own words when it refused (no right,
 * gone, archived), otherwise the caller's "could not … Please try again." for what is ours to retry.
 */
export function refusalOr(error: unknown, fallback: string): string {
  const refused = [403, 404, 409].some((status) => isApiError(error, status));
  return refused && error instanceof Error ? error.message : fallback;
}
