import {
  guestAuthorName,
  MEDIA_VERSION_MESSAGES,
  OUTCOME_OF,
  PROJECT_MESSAGES,
  REVIEW_DECISION_MESSAGES,
  REVIEW_OUTCOMES,
  REVIEW_STATE_LABELS,
  type MediaReview,
  type MediaReviewSummary,
  type ReviewDecision,
  type ReviewDecisionRecord,
  type ReviewState,
} from '@portal/contract';
import * as v from 'valibot';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { conflict, forbidden } from '../http/errors.js';
import { callerOn, decidingSide, type ReviewCaller } from './access.js';
import {
  decisionsOf,
  insertDecision,
  latestVersion,
  reviewRowsOf,
  takeMediumTurn,
  type DecisionRow,
} from './repository.js';
import type { ReviewDeps } from './service.js';
import { FORMER_USER } from './views.js';

/** A stored decision as the history shows it. */
function toRecord(row: DecisionRow): ReviewDecisionRecord {
  return {
    id: row.id,
    outcome: v.parse(v.picklist(REVIEW_OUTCOMES), row.outcome),
    reason: row.reason,
    by:
      row.guestName !== null
        ? guestAuthorName(row.guestName, row.guestLinkLabel ?? '')
        : (row.userName ?? FORMER_USER),
    onBehalfOf: row.onBehalfOf,
    date: row.createdAt,
    version: row.version,
  };
}

/** The state the latest decision left (a withdrawal, or none yet: awaiting review). */
function stateAfter(latest: DecisionRow | undefined): ReviewState {
  if (!latest || latest.outcome === 'Withdrawn') return 'Pending';
  return latest.outcome === 'Approved' ? 'Approved' : 'ChangesRequested';
}

/**
 * Whether the decision in effect is the caller's own, the only one they may withdraw (another
 * decider decides anew instead).
 */
const isOwn = (latest: DecisionRow | undefined, { actor }: ReviewCaller) =>
  latest !== undefined &&
  (latest.userId !== null ? latest.userId === actor.userId : latest.guestId === actor.guestId);

/** A medium's summary from its latest decision and its thread counts. */
function summaryOf(
  latest: DecisionRow | undefined,
  counts: { threads: number; open: number } | undefined,
): MediaReviewSummary {
  const state = stateAfter(latest);
  return {
    state,
    decision: state === 'Pending' || !latest ? null : toRecord(latest),
    comments: Number(counts?.threads ?? 0),
    openComments: Number(counts?.open ?? 0),
  };
}

/** Each medium's review summary, by id (a project page's tiles: two queries for them all). */
export async function reviewSummaries(db: Db, mediaIds: readonly number[]) {
  const { latest, counts } = await reviewRowsOf(db, mediaIds);
  const latestOf = new Map(latest.map((row) => [row.mediaId, row]));
  const countsOf = new Map(counts.map((row) => [row.mediaId, row]));
  return new Map(mediaIds.map((id) => [id, summaryOf(latestOf.get(id), countsOf.get(id))]));
}

/** A medium's review as the caller reads it (a user, or a guest of a review link). */
export async function reviewFor(db: Db, caller: ReviewCaller): Promise<MediaReview> {
  const mediaId = caller.medium.id;
  const history = await decisionsOf(db, mediaId);
  const { counts } = await reviewRowsOf(db, [mediaId]);
  const canDecide = decidingSide(caller) !== null;
  const { version } = caller.medium;
  const latest = history.find((decision) => decision.version === version);
  return {
    ...summaryOf(latest, counts[0]),
    mediaId,
    version,
    history: history.map(toRecord),
    canDecide,
    decidesOnBehalf: canDecide && decidingSide(caller) === 'studio',
    canWithdraw: canDecide && stateAfter(latest) !== 'Pending' && isOwn(latest, caller),
  };
}

/** GET a medium's review: anyone who sees the medium reads it; deciders are told so. */
export async function mediaReview(db: Db, auth: AuthContext, mediaId: number) {
  return reviewFor(db, await callerOn(db, auth, mediaId));
}

/**
 * POST a decision on the latest version: the project's own client's managers, or the studio's
 * managers on the client's behalf (recorded as such). Withdrawing needs a decision to withdraw,
 * the caller's own;
 * repeating the state it is in is refused (a stale page), so the history holds only changes; so
 * is a decision on a version no longer the latest (`version`, when the page says which it showed).
 */
export async function decide(
  deps: ReviewDeps,
  auth: AuthContext,
  mediaId: number,
  body: DecisionBody,
) {
  return decideAs(deps, await callerOn(deps.db, auth, mediaId), body);
}

/** What a decision says, and the version the page showed. */
interface DecisionBody {
  decision: ReviewDecision;
  reason: string;
  version?: number;
}

/** A decision by the caller (a user, or a guest of a review link that allows decisions). */
export async function decideAs(
  { db, notifier, live }: ReviewDeps,
  caller: ReviewCaller,
  { decision, reason, version: seen }: DecisionBody,
) {
  const mediaId = caller.medium.id;
  if (caller.medium.project.archived) throw conflict(PROJECT_MESSAGES.archived);
  const side = decidingSide(caller);
  if (side === null) throw forbidden(REVIEW_DECISION_MESSAGES.mayNotDecide);
  const outcome = OUTCOME_OF[decision];
  await db.transaction().execute(async (trx) => {
    await takeMediumTurn(trx, mediaId);
    // Read in the turn: a new version uploaded meanwhile is seen (it takes the same turn).
    const version = await latestVersion(trx, mediaId);
    if (seen !== undefined && seen !== version) {
      throw conflict(MEDIA_VERSION_MESSAGES.outdated(version));
    }
    const latest = (await decisionsOf(trx, mediaId)).find((each) => each.version === version);
    const state = stateAfter(latest);
    if (decision === 'Withdraw' && state === 'Pending') {
      throw conflict(REVIEW_DECISION_MESSAGES.nothingToWithdraw);
    }
    if (decision === 'Withdraw' && !isOwn(latest, caller)) {
      throw forbidden(REVIEW_DECISION_MESSAGES.notYours);
    }
    if (decision !== 'Withdraw' && state === outcome) {
      throw conflict(REVIEW_DECISION_MESSAGES.already(REVIEW_STATE_LABELS[state]));
    }
    await insertDecision(trx, {
      mediaId,
      outcome,
      reason,
      userId: caller.actor.userId,
      guestId: caller.actor.guestId,
      onBehalfOfClientId: side === 'studio' ? caller.medium.project.clientId : null,
      version,
    });
    caller.medium.version = version;
  });
  const by = { id: caller.actor.userId, userName: caller.actor.name };
  await notifier.decided(caller.medium, outcome, reason, by, side);
  await live.changed(mediaId, 'decision', null);
  return reviewFor(db, caller);
}
