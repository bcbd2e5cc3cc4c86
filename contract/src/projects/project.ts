import * as v from 'valibot';
import { pathOf } from '../endpoint.ts';
import { pageOf } from '../paging.ts';
import { MediaTypeSchema, ProjectVisibilitySchema } from './enums.ts';

/** Where a media item's bytes are served (GET, an image or a file, not JSON). */
export const MEDIA_FILE_PATH = '/api/media/:id/file';
/** The URL of a media item's file: what `url`, `thumbnailUrl`, `coverImageUrl` carry. */
export const mediaFileUrl = (id: number): string => pathOf(MEDIA_FILE_PATH, { id });

/** One media item of a post (metadata; the bytes are at `url`). */
export const MediaSchema = v.object({
  id: v.number(),
  mediaType: MediaTypeSchema,
  title: v.string(),
  url: v.string(),
  thumbnailUrl: v.string(),
});
/** One media item of a post. */
export type Media = v.InferOutput<typeof MediaSchema>;

/** A post of a project with its media, in their sort order. */
export const PostSchema = v.object({
  id: v.number(),
  title: v.string(),
  summary: v.string(),
  createdDate: v.string(),
  media: v.array(MediaSchema),
});
/** A post of a project with its media. */
export type Post = v.InferOutput<typeof PostSchema>;

/** What a project says of itself, in a list and on its page. */
const projectEntries = {
  id: v.number(),
  name: v.string(),
  description: v.string(),
  clientId: v.number(),
  clientName: v.string(),
  visibility: ProjectVisibilitySchema,
  updatedDate: v.string(),
};

/** One project in a list. */
export const ProjectSummarySchema = v.object({
  ...projectEntries,
  /** The project's first image, if it has one. */
  coverImageUrl: v.nullable(v.string()),
  postCount: v.number(),
});
/** One project in a list. */
export type ProjectSummary = v.InferOutput<typeof ProjectSummarySchema>;

/** A page of projects, most recently updated first. */
export const ProjectPageSchema = pageOf(ProjectSummarySchema);
/** A page of projects. */
export type ProjectPage = v.InferOutput<typeof ProjectPageSchema>;

/** A project with its posts (newest first) and their media. */
export const ProjectDetailSchema = v.object({
  ...projectEntries,
  posts: v.array(PostSchema),
});
/** A project with its posts. */
export type ProjectDetail = v.InferOutput<typeof ProjectDetailSchema>;

/** Said for an embedded post that does not exist or is not public. */
export const POST_NOT_AVAILABLE_MESSAGE = 'This post is not available.';

/** A post as another site embeds it, with the project it belongs to. */
export const EmbeddedPostSchema = v.object({
  project: v.object({ id: v.number(), name: v.string(), clientName: v.string() }),
  post: PostSchema,
});
/** A post as another site embeds it. */
export type EmbeddedPost = v.InferOutput<typeof EmbeddedPostSchema>;

/** One image of the public home gallery (from Showcase projects). */
export const GalleryImageSchema = v.object({
  id: v.number(),
  url: v.string(),
  title: v.string(),
  projectId: v.number(),
  postId: v.number(),
});
/** One image of the public home gallery. */
export type GalleryImage = v.InferOutput<typeof GalleryImageSchema>;

/** Said for a shared link that is unknown or has expired (every link, until sharing exists). */
export const SHARED_LINK_INVALID_MESSAGE = 'This link is invalid or has expired.';
/** The post a shared link opens. */
export const SharedLinkSchema = v.object({ projectId: v.number(), postId: v.number() });
/** The post a shared link opens. */
export type SharedLink = v.InferOutput<typeof SharedLinkSchema>;
