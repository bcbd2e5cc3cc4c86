import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@portal/shared';
import * as v from 'valibot';
import { commentKeys } from './schemas';

const DeletedSchema = v.object({ success: v.boolean() });

/** DELETE /api/projects/{projectId}/comments/{id}; the list is fetched again afterwards. */
export function useDeleteComment(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) =>
      apiDelete(`projects/${projectId}/comments/${commentId}`, DeletedSchema),
    // Also after a failure: a 404 means someone else deleted it, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentKeys.project(projectId) }),
  });
}
