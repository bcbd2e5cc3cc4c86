import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@portal/shared';
import { ADMIN_CLIENTS_KEY, AdminClientSchema } from '../../../lib/api/get-admin-clients';

/**
 * PUT /api/admin/clients/{id}/logo as multipart form data with one file. The server decides the
 * image type from the bytes and answers 400 `Logo` with the reason when it refuses one.
 */
export function useUploadClientLogo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('logo', file, file.name);
      return apiPut(`admin/clients/${id}/logo`, body, AdminClientSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CLIENTS_KEY }),
  });
}
