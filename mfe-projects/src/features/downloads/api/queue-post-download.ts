import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiPost } from '@portal/shared';

/** The queued job, as much of it as this page reads. */
const QueuedJobSchema = v.object({ id: v.number(), status: v.string() });

/**
 * POST /api/project/{projectId}/post/{postId}/download: the server packs the post's files into a
 * zip; its Download notification (mfe-notifications) shows progress and offers the file.
 */
export function useQueuePostDownload(projectId: number, postId: number) {
  return useMutation({
    mutationFn: () =>
      apiPost(`project/${projectId}/post/${postId}/download`, undefined, QueuedJobSchema),
  });
}
