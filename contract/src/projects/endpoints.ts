import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema, IdSchema } from '../paging.ts';
import {
  CommentPageSchema,
  CommentPagingQuerySchema,
  CommentSchema,
  NewCommentRequestSchema,
} from './comment.ts';
import { ClientLookupItemSchema } from '../admin/clients.ts';
import { galleryEndpoint } from './gallery.ts';
import { MediaPreviewSchema, PictureQuerySchema, PlaybackQuerySchema } from './media-preview.ts';
import { VersionQuerySchema } from './media-versions.ts';
import {
  MEDIA_FILE_PATH,
  MEDIA_PLAYBACK_PATH,
  MEDIA_THUMBNAIL_PATH,
  MediaChangesSchema,
  MediaSchema,
  NewMediaRequestSchema,
  OrderRequestSchema,
  ZipListingSchema,
} from './media.ts';
import { NewPostRequestSchema, PostChangesSchema, PublishRequestSchema } from './post.ts';
import {
  ArchiveRequestSchema,
  EmbeddedPostSchema,
  InteractiveMediaSchema,
  NewProjectRequestSchema,
  PostSchema,
  ProjectChangesSchema,
  ProjectDetailSchema,
  ProjectListQuerySchema,
  ProjectPageSchema,
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
    summary:
      "A page of the caller's projects: searched by name, filtered by visibility, client and status, sorted by a column.",
    query: ProjectListQuerySchema,
    response: ProjectPageSchema,
  }),
  creatableClients: defineEndpoint({
    method: 'GET',
    path: '/api/projects/clients',
    tag,
    summary: 'The clients the caller may create a project for (Engage.Project.Create).',
    response: v.array(ClientLookupItemSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/projects',
    tag,
    summary: 'Creates a project for a client (201).',
    body: NewProjectRequestSchema,
    response: ProjectDetailSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/projects/:id',
    tag,
    summary: "Changes a project's name, description and visibility.",
    params: IdParamsSchema,
    body: ProjectChangesSchema,
    response: ProjectDetailSchema,
  }),
  archive: defineEndpoint({
    method: 'PUT',
    path: '/api/projects/:id/archived',
    tag,
    summary: 'Archives a project (closed to new posts and comments) or restores it.',
    params: IdParamsSchema,
    body: ArchiveRequestSchema,
    response: ProjectDetailSchema,
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
    summary:
      "Adds a post (201), published unless `publish` is false; on publishing, the project's team gets a ProjectUpdate each.",
    params: ProjectParamsSchema,
    body: NewPostRequestSchema,
    response: PostSchema,
  }),
  updatePost: defineEndpoint({
    method: 'PUT',
    path: '/api/posts/:id',
    tag,
    summary: "Changes a post's title and summary.",
    params: IdParamsSchema,
    body: PostChangesSchema,
    response: PostSchema,
  }),
  publishPost: defineEndpoint({
    method: 'PUT',
    path: '/api/posts/:id/published',
    tag,
    summary:
      "Publishes a draft (the project's team gets a ProjectUpdate each) or withdraws a post to a draft.",
    params: IdParamsSchema,
    body: PublishRequestSchema,
    response: PostSchema,
  }),
  deletePost: defineEndpoint({
    method: 'DELETE',
    path: '/api/posts/:id',
    tag,
    summary: 'Deletes a post with its media and comments on it.',
    params: IdParamsSchema,
    response: v.object({ success: v.boolean() }),
  }),
  orderPosts: defineEndpoint({
    method: 'PUT',
    path: '/api/projects/:projectId/posts/order',
    tag,
    summary: "Puts a project's posts in a new order (every post id once, first first).",
    params: ProjectParamsSchema,
    body: OrderRequestSchema,
    response: v.object({ success: v.boolean() }),
  }),
  addMedia: defineEndpoint({
    method: 'POST',
    path: '/api/posts/:postId/media',
    tag,
    summary: 'Adds a media item to a post, linked by its address (201).',
    params: v.object({ postId: IdSchema }),
    body: NewMediaRequestSchema,
    response: MediaSchema,
  }),
  updateMedia: defineEndpoint({
    method: 'PUT',
    path: '/api/media/:id',
    tag,
    summary: "Changes a media item's title and description.",
    params: IdParamsSchema,
    body: MediaChangesSchema,
    response: MediaSchema,
  }),
  deleteMedia: defineEndpoint({
    method: 'DELETE',
    path: '/api/media/:id',
    tag,
    summary: 'Removes a media item from its post.',
    params: IdParamsSchema,
    response: v.object({ success: v.boolean() }),
  }),
  orderMedia: defineEndpoint({
    method: 'PUT',
    path: '/api/posts/:postId/media/order',
    tag,
    summary: "Puts a post's media in a new order (every media id once, first first).",
    params: v.object({ postId: IdSchema }),
    body: OrderRequestSchema,
    response: v.object({ success: v.boolean() }),
  }),
  mediaPlayback: defineEndpoint({
    method: 'GET',
    path: MEDIA_PLAYBACK_PATH,
    tag,
    summary:
      "A stored video's web copy (?h= the height wanted: the smallest at least that high), or its file when it has none; Range supported. ?version= plays an earlier version.",
    params: IdParamsSchema,
    query: v.object({ ...PlaybackQuerySchema.entries, ...VersionQuerySchema.entries }),
    kind: 'file',
  }),
  mediaThumbnail: defineEndpoint({
    method: 'GET',
    path: MEDIA_THUMBNAIL_PATH,
    tag,
    summary:
      "A media item's picture (poster frame, first page or smaller image), for an img: ?w= asks for the narrowest preview at least that many pixels wide; ?version= an earlier version's.",
    params: IdParamsSchema,
    query: v.object({ ...PictureQuerySchema.entries, ...VersionQuerySchema.entries }),
    kind: 'file',
  }),
  mediaPreview: defineEndpoint({
    method: 'GET',
    path: '/api/media/:id/preview',
    tag,
    summary:
      "Where a medium's previews stand (queued, working, ready, or failed and why): what the upload list follows once a file is added.",
    params: IdParamsSchema,
    response: MediaPreviewSchema,
  }),
  zipEntries: defineEndpoint({
    method: 'GET',
    path: '/api/media/:id/entries',
    tag,
    summary:
      "A stored zip's entries, read from its index (nothing is unpacked); ?version= an earlier version's.",
    params: IdParamsSchema,
    query: VersionQuerySchema,
    response: ZipListingSchema,
  }),
  interactive: defineEndpoint({
    method: 'GET',
    path: '/api/media/interactive',
    tag,
    summary: "The Cesium scenes and Pixel Streams of the caller's projects, newest first.",
    response: v.array(InteractiveMediaSchema),
  }),
  pixelStreamDemo: defineEndpoint({
    method: 'GET',
    path: '/api/demo/pixel-stream',
    tag,
    summary: 'A local page that stands in for a Pixel Streaming session (the demo seed links it).',
    kind: 'file',
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
    summary:
      "A stored media item's file (public for Showcase projects); answers Range requests, for video seeking. ?version= sends an earlier version's.",
    params: IdParamsSchema,
    query: VersionQuerySchema,
    kind: 'file',
  }),
  gallery: galleryEndpoint,
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
