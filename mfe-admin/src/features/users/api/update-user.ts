import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints, callApi, type UpdateUserRequest } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

/** PUT /api/admin/users/{id} (only the fields given change); the lists and detail load again. */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) =>
      callApi(adminEndpoints.updateUser, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
