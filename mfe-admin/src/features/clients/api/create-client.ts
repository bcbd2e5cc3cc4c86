import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, clientEndpoints } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/admin/clients { name } (201 with the new client). */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(clientEndpoints.create, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.clients() }),
  });
}
