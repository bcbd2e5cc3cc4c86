import * as v from 'valibot';

/** One project in a list. */
export const ProjectSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  clientId: v.number(),
  clientName: v.string(),
  visibility: v.number(),
  coverImageUrl: v.nullable(v.string()),
  postCount: v.number(),
  updatedDate: v.string(),
});
/** One project in a list. */
export type ProjectSummary = v.InferOutput<typeof ProjectSummarySchema>;

/** A page of projects (spec point 3, Paged list). */
export const ProjectPageSchema = v.object({
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  items: v.array(ProjectSummarySchema),
});

const MediaSchema = v.object({
  id: v.number(),
  mediaType: v.string(),
  title: v.string(),
  url: v.string(),
  thumbnailUrl: v.nullish(v.string()),
});
/** One media item of a post. */
export type Media = v.InferOutput<typeof MediaSchema>;

/** A project with its posts and their media. */
export const ProjectDetailSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  clientName: v.string(),
  visibility: v.number(),
  updatedDate: v.string(),
  posts: v.array(
    v.object({
      id: v.number(),
      title: v.string(),
      summary: v.string(),
      createdDate: v.string(),
      media: v.array(MediaSchema),
    }),
  ),
});
/** A project with its posts. */
export type ProjectDetail = v.InferOutput<typeof ProjectDetailSchema>;
