import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema, IdSchema } from '../paging.ts';
import {
  NewReviewCommentRequestSchema,
  ResolutionRequestSchema,
  ReviewCommentChangesSchema,
  ReviewCommentQuerySchema,
  ReviewCommentSchema,
  ReviewDrawingSchema,
  ReviewPersonSchema,
  ReviewThreadListSchema,
  ReviewThreadSchema,
} from './comments.ts';
import { DecisionRequestSchema, MediaReviewSchema } from './decisions.ts';
import { ReviewExportQuerySchema } from './export.ts';
import { DueDateRequestSchema, MediaDueDateSchema, PostDueDateSchema } from './due-dates.ts';

const tag = 'Review';
const MediaParamsSchema = v.object({ mediaId: IdSchema });

/**
 * Review on a medium: threads pinned to a moment, a point, a view or a 3D position, and the
 * approval decisions. A medium the caller cannot see is a 404; one they see without the right
 * (comment, decide, resolve) a 403.
 */
export const reviewEndpoints = {
  threads: defineEndpoint({
    method: 'GET',
    path: '/api/media/:mediaId/comments',
    tag,
    summary:
      "A medium's threads (open, resolved or all), by their place in the medium or newest first, each with its replies oldest first.",
    params: MediaParamsSchema,
    query: ReviewCommentQuerySchema,
    response: ReviewThreadListSchema,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/media/:mediaId/comments/export',
    tag,
    summary:
      "A medium's threads (one version's, or all) as a CSV, a PDF review report, or markers for DaVinci Resolve (EDL), Final Cut Pro (FCPXML) or Premiere Pro (XML) at its frame rate and start timecode; markers for videos only (400).",
    params: MediaParamsSchema,
    query: ReviewExportQuerySchema,
    kind: 'file',
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: '/api/media/:mediaId/comments',
    tag,
    summary:
      'Starts a thread pinned to the medium (with a drawing on an image or PDF page), or replies to one (201); mentioned people are notified.',
    params: MediaParamsSchema,
    body: NewReviewCommentRequestSchema,
    response: ReviewCommentSchema,
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/api/media-comments/:id',
    tag,
    summary: "Changes one's own comment (its words, mentions and, on a thread, its drawing).",
    params: IdParamsSchema,
    body: ReviewCommentChangesSchema,
    response: ReviewCommentSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/media-comments/:id',
    tag,
    summary: "Deletes one's own comment; a thread with replies stays as a tombstone.",
    params: IdParamsSchema,
    response: v.object({ success: v.boolean() }),
  }),
  drawing: defineEndpoint({
    method: 'GET',
    path: '/api/media-comments/:id/drawing',
    tag,
    summary:
      "A thread's drawing (null when it has none, and for a reply), fetched when the thread is chosen.",
    params: IdParamsSchema,
    response: ReviewDrawingSchema,
  }),
  resolve: defineEndpoint({
    method: 'PUT',
    path: '/api/media-comments/:id/resolution',
    tag,
    summary: 'Resolves or reopens a thread (the studio, or the thread’s author).',
    params: IdParamsSchema,
    body: ResolutionRequestSchema,
    response: ReviewThreadSchema,
  }),
  review: defineEndpoint({
    method: 'GET',
    path: '/api/media/:mediaId/review',
    tag,
    summary: "A medium's review state, its decisions newest first, and whether the caller decides.",
    params: MediaParamsSchema,
    response: MediaReviewSchema,
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/api/media/:mediaId/review',
    tag,
    summary:
      'Approves, requests changes (a reason required) or withdraws the decision (the client’s project managers, or the studio on their behalf).',
    params: MediaParamsSchema,
    body: DecisionRequestSchema,
    response: MediaReviewSchema,
  }),
  postDueDate: defineEndpoint({
    method: 'PUT',
    path: '/api/posts/:id/due-date',
    tag,
    summary:
      "Sets or clears (null) the day a post's media are due for review (those who may edit the post); its media without a day of their own take it.",
    params: IdParamsSchema,
    body: DueDateRequestSchema,
    response: PostDueDateSchema,
  }),
  mediaDueDate: defineEndpoint({
    method: 'PUT',
    path: '/api/media/:id/due-date',
    tag,
    summary:
      "Sets or clears (null: its post's day applies) the day a medium is due for review (those who may edit its post).",
    params: IdParamsSchema,
    body: DueDateRequestSchema,
    response: MediaDueDateSchema,
  }),
  people: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:projectId/people',
    tag,
    summary: "The project's people, who can be mentioned in its comments.",
    params: v.object({ projectId: IdSchema }),
    response: v.array(ReviewPersonSchema),
  }),
};
