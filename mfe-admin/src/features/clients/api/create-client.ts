import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';
import { ADMIN_CLIENTS_KEY, AdminClientSchema } from '../../../lib/api/get-admin-clients';

/** POST /api/admin/clients { name } (201 with the new client). */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost('admin/clients', { name }, AdminClientSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CLIENTS_KEY }),
  });
}
