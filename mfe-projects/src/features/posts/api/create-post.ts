import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';
import * as v from 'valibot';

/** What the new-post form sends. */
export interface NewPost {
  title: string;
  summary: string;
}

/** The stored post, in the shape the project page lists posts. */
export const CreatedPostSchema = v.object({
  id: v.number(),
  title: v.string(),
  summary: v.string(),
  createdDate: v.string(),
  media: v.array(v.unknown()),
});

/**
 * POST /api/projects/{projectId}/posts. Every project query is refreshed afterwards: the
 * project's page lists the post, and the list shows the new count and updated date.
 */
export function useCreatePost(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPost) =>
      apiPost(`projects/${projectId}/posts`, input, CreatedPostSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}
