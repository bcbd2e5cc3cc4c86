import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import {
  showErrorToast,
  telemetry,
  type LoginRequest,
  type LoginRequestSchema,
} from '@portal/shared';
import { finishSignIn } from '../../../lib/finish-sign-in';
import { describeSignInFailure } from '../../../lib/sign-in-failure';
import { login } from '../api/login';
import { LOGIN_FAILED, LOGIN_FAILED_TRY_AGAIN, LOGIN_UNAUTHORIZED } from '../messages';

/** The login form: what its inputs hold, and what the contract's schema makes of them. */
export type LoginFormState = UseFormReturn<
  LoginRequest,
  unknown,
  v.InferOutput<typeof LoginRequestSchema>
>;

/** Submits the login form and turns every server outcome into what spec point 8 shows. */
export function useLogin(form: LoginFormState) {
  const [loading, setLoading] = useState(false);
  const [alertMessages, setAlertMessages] = useState<string[]>([]);
  // A ref, not the state: two submits in one tick both see loading=false (spec: ignore the second).
  const inFlight = useRef(false);

  async function submit(values: v.InferOutput<typeof LoginRequestSchema>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    setAlertMessages([]);
    try {
      // The hidden input holds '' when the modal was opened without a return URL.
      const result = await login({ ...values, returnUrl: values.returnUrl || null });
      telemetry.trackUserAction('Login', { success: result.success });
      if (result.success) await finishSignIn(result.redirectUrl);
      else showErrorToast(result.message || LOGIN_FAILED);
    } catch (error) {
      telemetry.trackUserAction('Login', { success: false });
      setAlertMessages(
        describeSignInFailure(form, error, {
          unauthorized: LOGIN_UNAUTHORIZED,
          otherwise: LOGIN_FAILED_TRY_AGAIN,
        }),
      );
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }

  return { submit, loading, alertMessages };
}
