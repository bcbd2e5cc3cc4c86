import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema, IdSchema, PagingQuerySchema } from '../paging.ts';
import {
  CommentPageSchema,
  CommentPagingQuerySchema,
  CommentSchema,
  NewCommentRequestSchema,
} from './comment.ts';
import { NewPostRequestSchema } from './post.ts';
import {
  EmbeddedPostSchema,
  GalleryImageSchema,
  MEDIA_FILE_PATH,
  PostSchema,
  ProjectDetailSchema,
  ProjectPageSchema,
  SharedLinkSchema,
} from './project.ts';

const tag = 'Projects';

/** `{ projectId }` route parameters. */
const ProjectParamsSchema = v.object({ projectId: IdSchema });

/** Every project, post, media, embed and gallery endpoint. */
export const projectEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/projects',
    tag,
    summary: "A page of the caller's projects, most recently updated first, searched by name.",
    query: PagingQuerySchema,
    response: ProjectPageSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id',
    tag,
    summary: 'One project the caller may see, with its posts and their media.',
    params: IdParamsSchema,
    response: ProjectDetailSchema,
  }),
  createPost: defineEndpoint({
    method: 'POST',
    path: '/api/projects/:projectId/posts',
    tag,
    summary: "Publishes a post (201); the project's team gets a ProjectUpdate each.",
    params: ProjectParamsSchema,
    body: NewPostRequestSchema,
    response: PostSchema,
  }),
  embeddedPost: defineEndpoint({
    method: 'GET',
    path: '/api/embed/project/:projectId/post/:postId',
    tag,
    summary: 'A post for embedding on other sites (public for Showcase projects).',
    params: v.object({ projectId: IdSchema, postId: IdSchema }),
    response: EmbeddedPostSchema,
  }),
  mediaFile: defineEndpoint({
    method: 'GET',
    path: MEDIA_FILE_PATH,
    tag,
    summary: "A media item's file (public for Showcase projects), for an img or a link.",
    params: IdParamsSchema,
    kind: 'file',
  }),
  gallery: defineEndpoint({
    method: 'GET',
    path: '/api/gallery',
    tag,
    summary: 'Images of Showcase projects for the public home screen.',
    response: v.array(GalleryImageSchema),
  }),
  sharedLink: defineEndpoint({
    method: 'GET',
    path: '/api/share/:token',
    tag,
    summary: 'The post a shared link opens (share links are not issued yet: always a 404).',
    params: v.object({ token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)) }),
    response: SharedLinkSchema,
  }),
};

const commentsTag = 'Comments';

/** A project's comments: list, add (a reply with `parentId`) and delete. */
export const commentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:projectId/comments',
    tag: commentsTag,
    summary: 'A page of threads, newest first, each with its replies oldest first.',
    params: ProjectParamsSchema,
    query: CommentPagingQuerySchema,
    response: CommentPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/projects/:projectId/comments',
    tag: commentsTag,
    summary: 'Adds a comment, or a reply to a top-level comment (201).',
    params: ProjectParamsSchema,
    body: NewCommentRequestSchema,
    response: CommentSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/projects/:projectId/comments/:id',
    tag: commentsTag,
    summary:
      'Deletes a comment (its author or a project manager); one with replies stays as a tombstone.',
    params: v.object({ projectId: IdSchema, id: IdSchema }),
    response: v.object({ success: v.boolean() }),
  }),
};
