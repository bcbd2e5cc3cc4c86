import { createContext, useContext, type ReactNode } from 'react';
import {
  callApi,
  callApiFile,
  isApiError,
  reviewEndpoints,
  shareReviewEndpoints,
  shareSessionFeed,
  type DecisionRequest,
  type NewReviewCommentRequest,
  type ReviewCommentQuery,
  type ReviewExportFormat,
} from '@portal/shared';
import { attachFile, type AttachFile } from './attach-file';

/**
 * Where a review reads and writes: the signed-in portal's endpoints, or a review link's (its
 * guests, through the link's token). One page uses one, given by `ReviewTransportProvider`.
 */
export interface ReviewTransport {
  /** Keeps one transport's cached answers apart from another's (a link's guest is not its owner). */
  key: string;
  threads(
    mediaId: number,
    query: ReviewCommentQuery,
    signal?: AbortSignal,
  ): ReturnType<typeof getThreads>;
  review(mediaId: number, signal?: AbortSignal): ReturnType<typeof getReview>;
  drawing(mediaId: number, threadId: number, signal?: AbortSignal): ReturnType<typeof getDrawing>;
  comment(mediaId: number, body: NewReviewCommentRequest): ReturnType<typeof postComment>;
  decide(mediaId: number, body: DecisionRequest): ReturnType<typeof postDecision>;
  /**
   * The threads exported as a file to save (absent: this caller may not export, a review link's
   * guest who may download nothing).
   */
  exportThreads?: (mediaId: number, query: ExportQuery) => ReturnType<typeof exportThreads>;
  /** Uploads a file for the caller's next comment (absent: guests of a review link attach none). */
  attach?: AttachFile;
  /**
   * Whether comments' attachments may be fetched (false: a review link's guest who may download
   * nothing, whom the API refuses them, pictures included).
   */
  downloads: boolean;
  /**
   * Follows a medium's live session without a hub connection until the returned stop is called
   * (a review link's guests: the share's event stream); absent for the signed-in, who hear the
   * hub.
   */
  followSession?: (mediaId: number) => () => void;
  /** Signed in only (guests never edit, delete, resolve, mention or hear live events). */
  signedIn: boolean;
  /**
   * How often an open review asks again, in ms (false: never). Guests hear no live events, so
   * their page asks while it is shown; signed-in pages are told by the hub.
   */
  poll: number | false;
  /** What the panel shows first (a review link's guest form, until the guest says who they are). */
  gate?: ReactNode;
}

const getThreads = (mediaId: number, query: ReviewCommentQuery, signal?: AbortSignal) =>
  callApi(reviewEndpoints.threads, { signal, params: { mediaId }, query });
const getReview = (mediaId: number, signal?: AbortSignal) =>
  callApi(reviewEndpoints.review, { signal, params: { mediaId } });
const getDrawing = (_mediaId: number, id: number, signal?: AbortSignal) =>
  callApi(reviewEndpoints.drawing, { signal, params: { id } });
const postComment = (mediaId: number, body: NewReviewCommentRequest) =>
  callApi(reviewEndpoints.comment, { params: { mediaId }, body });
const postDecision = (mediaId: number, body: DecisionRequest) =>
  callApi(reviewEndpoints.decide, { params: { mediaId }, body });

/** Which export: a format, and one version (all when left out). */
export interface ExportQuery {
  format: ReviewExportFormat;
  version?: number;
}
const exportThreads = (mediaId: number, query: ExportQuery) =>
  callApiFile(reviewEndpoints.export, { params: { mediaId }, query });

/** The signed-in portal's review endpoints. */
export const SIGNED_IN_REVIEW: ReviewTransport = {
  key: 'portal',
  threads: getThreads,
  review: getReview,
  drawing: getDrawing,
  comment: postComment,
  decide: postDecision,
  exportThreads,
  attach: attachFile,
  downloads: true,
  signedIn: true,
  poll: false,
};

/** How often a review link's open review asks again. */
export const GUEST_REVIEW_POLL_MS = 30_000;

/**
 * A review link's endpoints for its guests (`gate`: what the panel shows them first; `onGone`:
 * told when the link answers 410, turned off or expired while the page was open, so the page
 * can say so rather than offer a Retry that cannot succeed; `downloads`: whether the link lets
 * them download, and so export the threads and fetch comments' attachments).
 */
export function shareReviewTransport(
  token: string,
  gate?: ReactNode,
  onGone?: () => void,
  downloads = false,
): ReviewTransport {
  const told = <T,>(call: Promise<T>) =>
    call.catch((error: unknown) => {
      if (isApiError(error, 410)) onGone?.();
      throw error;
    });
  return {
    key: `share:${token}`,
    threads: (id, query, signal) =>
      told(callApi(shareReviewEndpoints.threads, { signal, params: { token, id }, query })),
    review: (id, signal) =>
      told(callApi(shareReviewEndpoints.review, { signal, params: { token, id } })),
    drawing: (id, commentId, signal) =>
      told(callApi(shareReviewEndpoints.drawing, { signal, params: { token, id, commentId } })),
    comment: (id, body) =>
      told(callApi(shareReviewEndpoints.comment, { params: { token, id }, body })),
    decide: (id, body) =>
      told(callApi(shareReviewEndpoints.decide, { params: { token, id }, body })),
    exportThreads: downloads
      ? (id, query) =>
          told(callApiFile(shareReviewEndpoints.export, { params: { token, id }, query }))
      : undefined,
    downloads,
    followSession: (id) => shareSessionFeed(token, id),
    signedIn: false,
    poll: GUEST_REVIEW_POLL_MS,
    gate,
  };
}

const TransportContext = createContext<ReviewTransport>(SIGNED_IN_REVIEW);

/** Gives the review under it another transport (a share page gives its link's). */
export const ReviewTransportProvider = TransportContext.Provider;

/** The review's transport (the signed-in portal's unless a provider says otherwise). */
export const useReviewTransport = () => useContext(TransportContext);
