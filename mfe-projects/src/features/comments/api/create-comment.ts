import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';
import { commentKeys, CommentSchema } from './schemas';

/** What a new comment or reply sends. */
export interface NewComment {
  text: string;
  parentId?: number;
}

/** POST /api/projects/{projectId}/comments; the list is fetched again afterwards. */
export function useCreateComment(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewComment) =>
      apiPost(`projects/${projectId}/comments`, input, CommentSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.project(projectId) }),
  });
}
