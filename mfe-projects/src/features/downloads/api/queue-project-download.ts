import { useMutation } from '@tanstack/react-query';
import { callApi, downloadJobEndpoints } from '@portal/shared';

/**
 * POST /api/project/{projectId}/download: the server packs every published post's files of the
 * project into one zip (a folder per post); its Download notification (mfe-notifications) shows
 * progress and offers the file.
 */
export function useQueueProjectDownload(projectId: number) {
  return useMutation({
    mutationFn: () => callApi(downloadJobEndpoints.queueProject, { params: { projectId } }),
  });
}
