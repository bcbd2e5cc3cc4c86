import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, clientEndpoints } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

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
      return callApi(clientEndpoints.uploadLogo, { params: { id }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.clients() }),
  });
}
