import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, isApiError } from '@portal/shared';

/** What a sign-in form (Log In, Create Account) says for a failure that is not a 400. */
export interface SignInFailureTexts {
  /** Shown for a 401. */
  unauthorized: string;
  /** Shown for any other failure (and for a 400 that lists nothing). */
  otherwise: string;
}

/**
 * Spec points 5 and 8: a 400 puts each field's messages under that field and lists every message
 * in the red alert; a 401 and any other failure show their fixed text.
 */
export function describeSignInFailure<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  texts: SignInFailureTexts,
): string[] {
  if (isApiError(error, 401)) return [texts.unauthorized];
  // Throttled: the spec's text, then the server's reason, so nobody just tries again at once.
  if (isApiError(error, 429) && error.message) return [texts.otherwise, error.message];
  if (!isApiError(error, 400)) console.error('Sign-in request failed', error);
  return applyServerErrors(form, error, { listAll: true, fallback: texts.otherwise });
}
