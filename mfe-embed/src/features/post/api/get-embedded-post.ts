import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '@portal/shared';

const MediaSchema = v.object({
  id: v.number(),
  mediaType: v.string(),
  title: v.string(),
  url: v.string(),
  thumbnailUrl: v.nullish(v.string()),
});

const EmbeddedPostSchema = v.object({
  project: v.object({ id: v.number(), name: v.string(), clientName: v.string() }),
  post: v.object({
    id: v.number(),
    title: v.string(),
    summary: v.string(),
    createdDate: v.string(),
    media: v.array(MediaSchema),
  }),
});

/** A post as the embed view shows it. */
export type EmbeddedPost = v.InferOutput<typeof EmbeddedPostSchema>;
/** One media item of a post. */
export type EmbeddedMedia = v.InferOutput<typeof MediaSchema>;

/** GET /api/embed/project/{projectId}/post/{postId} (public for showcase projects). */
export function useEmbeddedPost(projectId: string | undefined, postId: string | undefined) {
  return useQuery({
    queryKey: ['embed', 'post', projectId, postId],
    queryFn: ({ signal }) =>
      apiGet(`embed/project/${projectId}/post/${postId}`, EmbeddedPostSchema, { signal }),
    enabled: Boolean(projectId && postId),
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}
