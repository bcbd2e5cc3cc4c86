import * as v from 'valibot';

const CommentFields = {
  id: v.number(),
  parentId: v.nullable(v.number()),
  text: v.string(),
  /** Null for a deleted comment kept for its replies. */
  authorName: v.nullable(v.string()),
  createdDate: v.string(),
  isDeleted: v.boolean(),
  canDelete: v.boolean(),
};

/** A reply (one level below a top-level comment). */
export const ReplySchema = v.object(CommentFields);
/** A reply as the API returns it. */
export type Reply = v.InferOutput<typeof ReplySchema>;

/** A top-level comment with its replies, oldest first. */
export const CommentSchema = v.object({ ...CommentFields, replies: v.array(ReplySchema) });
/** A top-level comment with its replies. */
export type Comment = v.InferOutput<typeof CommentSchema>;

/** A page of threads, newest first (spec point 3, Paged list). */
export const CommentPageSchema = v.object({
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  items: v.array(CommentSchema),
});

/** Query keys of a project's comments. */
export const commentKeys = {
  /** Every page of one project's comments (what a change invalidates). */
  project: (projectId: number) => ['comments', projectId] as const,
  page: (projectId: number, page: number) => ['comments', projectId, { page }] as const,
};
