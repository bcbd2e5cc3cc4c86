import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, downloadJobEndpoints } from '@portal/shared';
import { notificationKeys } from '../../notifications';
import { downloadKeys } from './query-keys';

/** DELETE /api/download-jobs/{id}: cancels or forgets a job, its file and its notification. */
export function useDeleteDownloadJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(downloadJobEndpoints.delete, { params: { id } }),
    // The lists only: the gone job's own read would just answer 404.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: downloadKeys.lists }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
