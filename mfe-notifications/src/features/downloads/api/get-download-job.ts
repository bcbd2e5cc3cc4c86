import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  callApi,
  downloadJobEndpoints,
  isApiError,
  showsProgress,
  type DownloadJob,
} from '@portal/shared';
import { downloadKeys } from './query-keys';

/** How often a running job is read again while its row is on screen. */
export const DOWNLOAD_JOB_POLL_MS = 2000;

/** Puts a job's fresh state into every cached list, the one copy the page renders. */
function putInLists(queryClient: QueryClient, job: DownloadJob) {
  queryClient.setQueriesData<DownloadJob[]>({ queryKey: downloadKeys.lists }, (list) =>
    list?.map((item) => (item.id === job.id ? job : item)),
  );
}

/** GET /api/download-jobs/{id}: one job of the caller (the contract's schema checks it). */
export const getDownloadJob = (id: number, signal?: AbortSignal) =>
  callApi(downloadJobEndpoints.get, { signal, params: { id } });

/**
 * Follows a queued or packing job (spec point 7, GET download-jobs/{id}): its own state every 2 s,
 * put into the lists, until it has finished (the row then shows it finished, and this stops). The
 * whole list is not read again for one job. A job gone meanwhile (deleted in another tab)
 * reloads the lists, which drops its row.
 */
export function useFollowDownloadJob(job: DownloadJob) {
  const queryClient = useQueryClient();
  useQuery({
    queryKey: downloadKeys.job(job.id),
    queryFn: async ({ signal }) => {
      try {
        const fresh = await getDownloadJob(job.id, signal);
        putInLists(queryClient, fresh);
        return fresh;
      } catch (error) {
        if (isApiError(error, 404)) {
          void queryClient.invalidateQueries({ queryKey: downloadKeys.lists });
        }
        throw error;
      }
    },
    // The list just said how it stands: the first read is one interval away.
    initialData: job,
    enabled: showsProgress(job.status),
    refetchInterval: DOWNLOAD_JOB_POLL_MS,
  });
}
