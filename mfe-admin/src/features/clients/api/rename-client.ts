import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@portal/shared';
import { ADMIN_CLIENTS_KEY, AdminClientSchema } from '../../../lib/api/get-admin-clients';

/** PUT /api/admin/clients/{id} { name }. */
export function useRenameClient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPut(`admin/clients/${id}`, { name }, AdminClientSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CLIENTS_KEY }),
  });
}
