import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@portal/shared';
import { UserDetailSchema } from './get-user';
import { USERS_KEY } from './get-users';

/** What an admin may change on a user; only the fields given change (PUT semantics of the API). */
export interface UserChanges {
  clientId?: number | null;
  roles?: string[];
  isAdmin?: boolean;
  isShowcaseUser?: boolean;
  canImpersonate?: boolean;
  disabled?: boolean;
}

/** PUT /api/admin/users/{id}; the lists and the detail are loaded again afterwards. */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserChanges) => apiPut(`admin/users/${id}`, changes, UserDetailSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
