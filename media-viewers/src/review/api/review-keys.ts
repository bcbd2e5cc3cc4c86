import type { ReviewCommentQuery } from '@portal/shared';

/** Query keys of review data, under one prefix so a medium's can be dropped together. */
export const reviewKeys = {
  all: ['media-viewers', 'review'] as const,
  /** Everything of one medium: its thread lists (any filter), drawings and review. */
  medium: (mediaId: number) => [...reviewKeys.all, 'medium', mediaId] as const,
  /** `transport`: the transport's key (a link's guest reads other answers than its owner). */
  threads: (mediaId: number, query: ReviewCommentQuery, transport: string) =>
    [...reviewKeys.medium(mediaId), transport, 'threads', query.status, query.order] as const,
  review: (mediaId: number, transport: string) =>
    [...reviewKeys.medium(mediaId), transport, 'review'] as const,
  /** A thread's drawing (under its medium: an edit, or a live event, fetches it again). */
  drawing: (mediaId: number, threadId: number, transport: string) =>
    [...reviewKeys.medium(mediaId), transport, 'drawing', threadId] as const,
  people: (projectId: number) => [...reviewKeys.all, 'people', projectId] as const,
};
