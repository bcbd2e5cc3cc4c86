import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, callApi, type BodyIn } from '@portal/shared';

/** What the reset form sends, with the e-mail and token from the link. */
export type ResetPasswordInput = BodyIn<typeof accountEndpoints.resetPassword>;

/** POST /api/account/reset-password as a mutation. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordInput) => callApi(accountEndpoints.resetPassword, { body }),
  });
