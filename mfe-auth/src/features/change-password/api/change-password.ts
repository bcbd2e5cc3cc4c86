import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, callApi, type BodyIn } from '@portal/shared';

/** What the change-password form sends. */
export type ChangePasswordInput = BodyIn<typeof accountEndpoints.changePassword>;

/** POST /api/account/change-password as a mutation. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordInput) => callApi(accountEndpoints.changePassword, { body }),
  });
