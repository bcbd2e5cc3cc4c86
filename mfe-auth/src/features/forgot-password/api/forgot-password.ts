import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';

/** POST /api/account/forgot-password `{ email }`; the answer is not read (spec point 7). */
export async function forgotPassword(email: string): Promise<void> {
  await apiPost('account/forgot-password', { email });
}

/** The forgot-password request as a mutation (pending, error and success for the page). */
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
