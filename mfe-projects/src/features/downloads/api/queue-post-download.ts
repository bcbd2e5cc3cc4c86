import { useMutation } from '@tanstack/react-query';
import { callApi, downloadJobEndpoints } from '@portal/shared';

/**
 * POST /api/project/{projectId}/post/{postId}/download: the server packs the post's files into a
 * zip; its Download notification (mfe-notifications) shows progress and offers the file.
 */
export function useQueuePostDownload(projectId: number, postId: number) {
  return useMutation({
    mutationFn: () => callApi(downloadJobEndpoints.queue, { params: { projectId, postId } }),
  });
}
