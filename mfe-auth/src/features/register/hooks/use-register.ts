import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { authModalStore, showErrorToast, type RegisterRequest } from '@portal/shared';
import { finishSignIn } from '../../../lib/finish-sign-in';
import { describeSignInFailure } from '../../../lib/sign-in-failure';
import { register } from '../api/register';
import {
  REGISTER_UNAUTHORIZED,
  REGISTRATION_FAILED,
  REGISTRATION_FAILED_TRY_AGAIN,
} from '../messages';

/** Submits the registration form and turns every server outcome into what spec point 8 shows. */
export function useRegister(form: UseFormReturn<RegisterRequest>) {
  const [loading, setLoading] = useState(false);
  const [alertMessages, setAlertMessages] = useState<string[]>([]);
  // A ref, not the state: two submits in one tick both see loading=false.
  const inFlight = useRef(false);

  async function submit(values: RegisterRequest) {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    setAlertMessages([]);
    try {
      // The server checks the return URL and answers with where to go (spec point 4).
      const { returnUrl } = authModalStore.getState();
      const result = await register({ ...values, returnUrl });
      if (result.success) await finishSignIn(result.redirectUrl);
      else showErrorToast(result.message || REGISTRATION_FAILED);
    } catch (error) {
      setAlertMessages(
        describeSignInFailure(form, error, {
          unauthorized: REGISTER_UNAUTHORIZED,
          otherwise: REGISTRATION_FAILED_TRY_AGAIN,
        }),
      );
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }

  return { submit, loading, alertMessages };
}
