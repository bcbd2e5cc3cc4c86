import { useQuery } from '@tanstack/react-query';
import { callApi, downloadJobEndpoints } from '@portal/shared';
import { downloadKeys } from './query-keys';

/**
 * GET /api/download-jobs?limit=N (10 by default): the user's latest jobs, newest first. Not
 * polled: each running job's row follows that job alone (get-download-job.ts).
 */
export const useDownloadJobs = (limit: number) =>
  useQuery({
    queryKey: downloadKeys.list(limit),
    queryFn: ({ signal }) => callApi(downloadJobEndpoints.list, { signal, query: { limit } }),
  });
