import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, downloadJobEndpoints, showsProgress } from '@portal/shared';
import { notificationKeys } from '../../notifications/api/query-keys';

/** Query keys of the downloads page. */
export const downloadKeys = {
  all: ['download-jobs'] as const,
  list: (limit: number) => ['download-jobs', { limit }] as const,
};

/** How often the list is read again while a job is queued or packing. */
export const DOWNLOADS_POLL_MS = 2000;

/** GET /api/download-jobs?limit=N (10 by default): the user's latest jobs, newest first. */
export const useDownloadJobs = (limit: number) =>
  useQuery({
    queryKey: downloadKeys.list(limit),
    queryFn: ({ signal }) => callApi(downloadJobEndpoints.list, { signal, query: { limit } }),
    // A job being packed moves on its own: follow it until every job has finished.
    refetchInterval: (query) =>
      query.state.data?.some((job) => showsProgress(job.status)) ? DOWNLOADS_POLL_MS : false,
  });

/** DELETE /api/download-jobs/{id}: cancels or forgets a job, its file and its notification. */
export function useDeleteDownloadJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(downloadJobEndpoints.delete, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: downloadKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
