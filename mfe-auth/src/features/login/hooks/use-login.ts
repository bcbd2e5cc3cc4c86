import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { showErrorToast } from '@portal/shared';
import { describeAuthFailure } from '../../../lib/auth-failure';
import { finishSignIn } from '../../../lib/finish-sign-in';
import { login } from '../api/login';
import type { LoginFormValues } from '../login-schema';
import { LOGIN_FAILED, LOGIN_FAILED_TRY_AGAIN, LOGIN_UNAUTHORIZED } from '../messages';

/** Submits the login form and turns every server outcome into what spec point 8 shows. */
export function useLogin(setError: UseFormSetError<LoginFormValues>) {
  const [loading, setLoading] = useState(false);
  const [alertMessages, setAlertMessages] = useState<string[]>([]);
  // A ref, not the state: two submits in one tick both see loading=false (spec: ignore the second).
  const inFlight = useRef(false);

  async function submit(values: LoginFormValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    setAlertMessages([]);
    try {
      const { returnUrl, ...credentials } = values;
      const result = await login({ ...credentials, returnUrl: returnUrl || null });
      if (result.success) await finishSignIn(result.redirectUrl);
      else showErrorToast(result.message || LOGIN_FAILED);
    } catch (error) {
      setAlertMessages(
        describeAuthFailure(error, setError, {
          fieldsByServerKey: { Email: 'email', Password: 'password' },
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
