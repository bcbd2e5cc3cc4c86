import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, callApi, type BodyIn } from '@portal/shared';

/** What the invitation page sends: the link's userId and token, and the first password. */
export type AcceptInvitationInput = BodyIn<typeof accountEndpoints.confirmEmailSetPassword>;

/** POST /api/account/confirm-email-set-password: confirms the address, sets the password, signs in. */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (body: AcceptInvitationInput) =>
      callApi(accountEndpoints.confirmEmailSetPassword, { body }),
  });
