import type { ReviewCommentQuery } from '@portal/shared';

/** Query keys of review data, under one prefix so a medium's can be dropped together. */
export const reviewKeys = {
  all: ['media-viewers', 'review'] as const,
  /** Everything of one medium: its thread lists (any filter), drawings and review. */
  medium: (mediaId: number) => [...reviewKeys.all, 'medium', mediaId] as const,
  threads: (mediaId: number, query: ReviewCommentQuery) =>
    [...reviewKeys.medium(mediaId), 'threads', query.status, query.order] as const,
  review: (mediaId: number) => [...reviewKeys.medium(mediaId), 'review'] as const,
  /** A thread's drawing (under its medium: an edit, or a live event, fetches it again). */
  drawing: (mediaId: number, threadId: number) =>
    [...reviewKeys.medium(mediaId), 'drawing', threadId] as const,
  people: (projectId: number) => [...reviewKeys.all, 'people', projectId] as const,
};
