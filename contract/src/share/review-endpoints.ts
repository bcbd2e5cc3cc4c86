import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { IdSchema } from '../paging.ts';
import {
  NewReviewCommentRequestSchema,
  ReviewCommentQuerySchema,
  ReviewCommentSchema,
  ReviewDrawingSchema,
  ReviewThreadListSchema,
} from '../reviews/comments.ts';
import { DecisionRequestSchema, MediaReviewSchema } from '../reviews/decisions.ts';
import {
  AttachmentFileQuerySchema,
  SHARED_COMMENT_ATTACHMENT_PATH,
} from '../reviews/attachments.ts';
import { ReviewExportQuerySchema } from '../reviews/export.ts';
import {
  PresenterStateSchema,
  ReviewSessionChangedSchema,
  SHARE_SESSION_EVENTS,
} from '../reviews/session.ts';
import { ShareGuestRequestSchema, ShareGuestSchema, ShareTokenSchema } from './share-link.ts';

// A review link: a share link that lets guests (no account: a name and an e-mail address, given
// once per link and kept for the visit) read and write the shared media's review. Each call checks
// the link (revoked: stops at once), its password, that the medium is one it shares, and what it
// allows; guests' writes are rate limited.

const tag = 'Share links';
const TokenMediaParamsSchema = v.object({ token: ShareTokenSchema, id: IdSchema });

/** What guests of a link may call, beside opening it (`shareEndpoints`). */
export const shareReviewEndpoints = {
  guest: defineEndpoint({
    method: 'POST',
    path: '/api/share/:token/guest',
    tag,
    summary:
      "Says who the visit's guest is (a name and an e-mail address), before they comment or decide; kept for the visit.",
    params: v.object({ token: ShareTokenSchema }),
    body: ShareGuestRequestSchema,
    response: ShareGuestSchema,
  }),
  threads: defineEndpoint({
    method: 'GET',
    path: '/api/share/:token/media/:id/comments',
    tag,
    summary: "A shared medium's threads, through a link that allows comments.",
    params: TokenMediaParamsSchema,
    query: ReviewCommentQuerySchema,
    response: ReviewThreadListSchema,
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: '/api/share/:token/media/:id/comments',
    tag,
    summary:
      "A guest's thread or reply on a shared medium (201; the link allows comments, the guest said who they are; no mentions).",
    params: TokenMediaParamsSchema,
    body: NewReviewCommentRequestSchema,
    response: ReviewCommentSchema,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/share/:token/media/:id/comments/export',
    tag,
    summary:
      "A shared medium's threads exported (as the team's export), through a link that allows comments and downloads.",
    params: TokenMediaParamsSchema,
    query: ReviewExportQuerySchema,
    kind: 'file',
  }),
  attachment: defineEndpoint({
    method: 'GET',
    path: SHARED_COMMENT_ATTACHMENT_PATH,
    tag,
    summary:
      'A shared medium\'s comment attachment, through a link that allows comments and downloads (its "download nothing" guests: 403); pictures inline with `?inline=1`.',
    params: v.object({ token: ShareTokenSchema, mediaId: IdSchema, id: IdSchema }),
    query: AttachmentFileQuerySchema,
    kind: 'file',
  }),
  drawing: defineEndpoint({
    method: 'GET',
    path: '/api/share/:token/media/:id/comments/:commentId/drawing',
    tag,
    summary: "A shared medium's thread's drawing, through a link that allows comments.",
    params: v.object({ token: ShareTokenSchema, id: IdSchema, commentId: IdSchema }),
    response: ReviewDrawingSchema,
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/api/share/:token/media/:id/session',
    tag,
    summary:
      "A shared medium's live review session, to follow (never present), through a link that allows comments or decisions: Server-Sent Events, the session and the presenter's latest state on opening, then each change; a `: ping` comment every 15 s; ends when the link stops working.",
    params: TokenMediaParamsSchema,
    kind: 'events',
    events: {
      [SHARE_SESSION_EVENTS.session]: ReviewSessionChangedSchema,
      [SHARE_SESSION_EVENTS.state]: PresenterStateSchema,
    },
  }),
  review: defineEndpoint({
    method: 'GET',
    path: '/api/share/:token/media/:id/review',
    tag,
    summary:
      "A shared medium's review state and history, through a link that allows comments or decisions.",
    params: TokenMediaParamsSchema,
    response: MediaReviewSchema,
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/api/share/:token/media/:id/review',
    tag,
    summary:
      "A guest's approval decision on a shared medium's latest version (the link allows decisions, the guest said who they are).",
    params: TokenMediaParamsSchema,
    body: DecisionRequestSchema,
    response: MediaReviewSchema,
  }),
};
