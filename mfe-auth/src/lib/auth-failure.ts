import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@portal/shared';
import { sortServerErrors } from './server-errors';

/** How one form turns a failed login or registration into what the user sees. */
export interface AuthFailureTexts<T extends FieldValues> {
  /** Server field name (as the 400 map spells it) → form field. */
  fieldsByServerKey: Record<string, Path<T>>;
  /** Shown for a 401. */
  unauthorized: string;
  /** Shown for any other failure (and for a 400 that lists nothing). */
  otherwise: string;
}

/**
 * Spec points 5 and 8: a 400 puts each field's messages under that field and returns every message
 * for the red alert; a 401 and any other failure return their fixed text.
 */
export function describeAuthFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  texts: AuthFailureTexts<T>,
): string[] {
  if (isApiError(error, 400)) {
    const sorted = sortServerErrors(error.fieldErrors, texts.fieldsByServerKey);
    for (const [field, messages] of Object.entries(sorted.fields) as [Path<T>, string[]][]) {
      setError(field, { type: 'server', message: messages.join(' ') });
    }
    return sorted.all.length > 0 ? sorted.all : [texts.otherwise];
  }
  if (isApiError(error, 401)) return [texts.unauthorized];
  // Throttled: the spec's text, then the server's reason, so nobody just tries again at once.
  if (isApiError(error, 429) && error.message) return [texts.otherwise, error.message];
  console.error('Sign-in request failed', error);
  return [texts.otherwise];
}
