import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';

/** What the reset form sends, with the e-mail and token from the link. */
export interface ResetPasswordInput {
  email: string;
  token: string;
  password: string;
  confirmPassword: string;
}

/** POST /api/account/reset-password as a mutation. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordInput) => apiPost('account/reset-password', input),
  });
