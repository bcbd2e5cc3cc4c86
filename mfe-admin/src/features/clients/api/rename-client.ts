import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, clientEndpoints } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

/** PUT /api/admin/clients/{id} { name }. */
export function useRenameClient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      callApi(clientEndpoints.rename, { params: { id }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.clients() }),
  });
}
