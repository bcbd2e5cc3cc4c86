import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiPost } from '@portal/shared';

/** What the invitation page sends: the link's userId and token, and the first password. */
export interface AcceptInvitationInput {
  userId: string;
  token: string;
  password: string;
  confirmPassword: string;
}

const AcceptedSchema = v.object({
  success: v.boolean(),
  message: v.optional(v.string(), ''),
  redirectUrl: v.optional(v.nullable(v.string()), null),
});

/** POST /api/account/confirm-email-set-password: confirms the address, sets the password, signs in. */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      apiPost('account/confirm-email-set-password', input, AcceptedSchema),
  });
