import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';

/** What the change-password form sends. */
export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/account/change-password as a mutation. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: ChangePasswordInput) => apiPost('account/change-password', input),
  });
