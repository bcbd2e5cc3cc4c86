import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, callApi } from '@portal/shared';

/** POST /api/account/forgot-password `{ email }`; the answer says nothing about the account. */
export async function forgotPassword(email: string): Promise<void> {
  await callApi(accountEndpoints.forgotPassword, { body: { email } });
}

/** The forgot-password request as a mutation (pending, error and success for the page). */
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
