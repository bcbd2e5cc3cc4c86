import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiPost } from '@portal/shared';
import { USERS_KEY } from './get-users';

/** What the invitation form sends (POST /api/admin/users/invite). */
export interface InviteInput {
  email: string;
  clientId: number | null;
  roles: string[];
}

const InviteResultSchema = v.object({
  success: v.boolean(),
  userId: v.string(),
  message: v.string(),
});

/** POST /api/admin/users/invite: the server e-mails the link and says whom it invited. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => apiPost('admin/users/invite', input, InviteResultSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
