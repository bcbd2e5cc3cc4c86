import * as v from 'valibot';

/**
 * Hub methods a client invokes while a medium's viewer is open: join its group (the server
 * checks the caller may read its comments, and again before each message) and leave it.
 */
export const REVIEW_HUB_METHODS = { join: 'JoinMedium', leave: 'LeaveMedium' } as const;

/** Hub event sent to a medium's group: something of its review changed; fetch it again. */
export const MEDIA_REVIEW_CHANGED = 'MediaReviewChanged';

/** What changed: a comment (new, edited, deleted, resolved, reopened) or a decision. */
export const MediaReviewChangedSchema = v.object({
  mediaId: v.number(),
  change: v.picklist(['comment', 'decision']),
  /** The thread or reply, for a comment. */
  commentId: v.nullable(v.number()),
});
/** MediaReviewChanged's argument. */
export type MediaReviewChanged = v.InferOutput<typeof MediaReviewChangedSchema>;

/** A join refused: the medium does not exist, or its comments are not the caller's to read. */
export const REVIEW_JOIN_REFUSED = 'This medium’s review is not open to you.';
