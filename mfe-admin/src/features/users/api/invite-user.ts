import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints, callApi, type InviteRequest } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/admin/users/invite: the server e-mails the link and says whom it invited. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteRequest) => callApi(adminEndpoints.inviteUser, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
