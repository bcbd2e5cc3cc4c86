import {
  guestAuthorName,
  SHARE_MESSAGES,
  type ReviewExportQuery,
  type NewReviewComment,
  type ReviewCommentQuery,
  type ReviewDecision,
  type ShareGuest,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiter } from '../account/rate-limit.js';
import { forbidden } from '../http/errors.js';
import type { RateLimitStore } from '../rate-limits/store.js';
import { guestCallerOn } from '../reviews/access.js';
import { sendAttachment } from '../reviews/attachments.js';
import { decideAs, reviewFor } from '../reviews/decisions.js';
import { exportReview, type ExportDeps } from '../reviews/export/export-review.js';
import { commentAs, drawingFor, threadsFor, type ReviewDeps } from '../reviews/service.js';
import { insertGuest, type ShareLinkRow } from './repository.js';
import type { ShareKeys } from './share-crypto.js';
import type { shareService } from './service.js';
import { setGuest } from './visit-cookie.js';

/** What a review link's guests reach through. */
export interface GuestReviewDeps {
  share: ReturnType<typeof shareService>;
  review: ReviewDeps;
  /** What their exports read (the review report's stills). */
  exports: ExportDeps;
  keys: ShareKeys;
  secureCookies: boolean;
  rateLimits: RateLimitStore;
}

/** What a guest's call needs the link to allow: reading its review, commenting, deciding. */
type Need = 'read' | 'comment' | 'decide';

const WINDOW_MS = 10 * 60 * 1000;

/**
 * A review link's guests: who they say they are (once per link and visit), and the shared media's
 * review read and written as them. Their writes are rate limited per guest and per address.
 */
export function guestReview({
  share,
  review,
  exports,
  keys,
  secureCookies,
  rateLimits,
}: GuestReviewDeps) {
  const { db } = review;
  // Thirty comments or decisions per guest, sixty per address, in ten minutes.
  const writes = new RateLimiter(
    rateLimits,
    'share-guest-writes',
    { perEmail: 30, perNetwork: 60, windowMs: WINDOW_MS },
    SHARE_MESSAGES.tooManyActions,
  );
  // Ten introductions per link, twenty per address.
  const introductions = new RateLimiter(
    rateLimits,
    'share-guest-intro',
    { perEmail: 10, perNetwork: 20, windowMs: WINDOW_MS },
    SHARE_MESSAGES.tooManyTries,
  );

  /** 403 unless the link lets guests do what the call needs. */
  function requireAllowed(link: ShareLinkRow, need: Need) {
    const comments = link.allow_comments === 1;
    const decisions = link.allow_decisions === 1;
    if (need === 'decide' && !decisions) throw forbidden(SHARE_MESSAGES.decisionsNotAllowed);
    if (need === 'comment' || (need === 'read' && !decisions)) {
      if (!comments) throw forbidden(SHARE_MESSAGES.commentsNotAllowed);
    }
  }

  /** The guest on a medium the link shares, allowed what the call needs (writes counted). */
  async function callerFor(request: FastifyRequest, token: string, mediaId: number, need: Need) {
    const { link } = await share.opened(request, token);
    requireAllowed(link, need);
    await share.covered(link, mediaId);
    const guest = await share.guestOf(request, link);
    if (need !== 'read') {
      if (!guest) throw forbidden(SHARE_MESSAGES.guestRequired);
      await writes.take(`guest:${guest.id}`, request.ip);
    }
    return guestCallerOn(db, mediaId, {
      comments: link.allow_comments === 1,
      decisions: link.allow_decisions === 1,
      guest: guest ? { id: guest.id, name: guestAuthorName(guest.name, link.label) } : null,
      token,
    });
  }

  return {
    /** Records who the visit's guest is (a new guest each time they say it again). */
    async introduce(
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
      guest: ShareGuest,
    ): Promise<ShareGuest> {
      const { link } = await share.opened(request, token);
      if (link.allow_comments !== 1 && link.allow_decisions !== 1) {
        throw forbidden(SHARE_MESSAGES.commentsNotAllowed);
      }
      await introductions.take(`link:${link.id}`, request.ip);
      const guestId = await insertGuest(db, link.id, guest);
      setGuest(request, reply, keys, { linkId: link.id, guestId }, secureCookies);
      return guest;
    },
    async threads(
      request: FastifyRequest,
      token: string,
      mediaId: number,
      query: ReviewCommentQuery,
    ) {
      return threadsFor(db, await callerFor(request, token, mediaId, 'read'), query);
    },
    async comment(
      request: FastifyRequest,
      token: string,
      mediaId: number,
      input: NewReviewComment,
    ) {
      return commentAs(review, await callerFor(request, token, mediaId, 'comment'), input);
    },
    /**
     * The threads exported, as the team exports them: a link that lets its guests read the
     * review and download something (its "download nothing" guests: 403).
     */
    async export(
      request: FastifyRequest,
      token: string,
      mediaId: number,
      query: ReviewExportQuery,
    ) {
      const caller = await callerFor(request, token, mediaId, 'read');
      await share.media(request, token, mediaId, 'download');
      return exportReview(exports, caller, query);
    },
    /**
     * A comment's attachment, under the medium's download rule: a link whose guests download
     * nothing is a 403 (`downloadNotAllowed`), as for the medium's file and the export.
     */
    async attachment(
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
      file: { mediaId: number; id: number; inline: boolean },
    ) {
      const caller = await callerFor(request, token, file.mediaId, 'read');
      await share.media(request, token, file.mediaId, 'download');
      return sendAttachment({ db, store: review.files.store }, request, reply, caller, file);
    },
    async drawing(request: FastifyRequest, token: string, mediaId: number, commentId: number) {
      return drawingFor(db, await callerFor(request, token, mediaId, 'read'), commentId);
    },
    /** Throws the refusal unless the link still lets its guests read the medium's review. */
    async mayFollow(request: FastifyRequest, token: string, mediaId: number) {
      await callerFor(request, token, mediaId, 'read');
    },
    async review(request: FastifyRequest, token: string, mediaId: number) {
      return reviewFor(db, await callerFor(request, token, mediaId, 'read'));
    },
    async decide(
      request: FastifyRequest,
      token: string,
      mediaId: number,
      body: { decision: ReviewDecision; reason: string; version?: number },
    ) {
      return decideAs(review, await callerFor(request, token, mediaId, 'decide'), body);
    },
  };
}
