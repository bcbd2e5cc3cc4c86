import * as v from 'valibot';

/** Where a medium stands in review. */
export const REVIEW_STATES = ['Pending', 'Approved', 'ChangesRequested'] as const;
/** Where a medium stands in review. */
export type ReviewState = (typeof REVIEW_STATES)[number];

/** What a reviewer decides: approve, ask for changes (with a reason), or take it back. */
export const REVIEW_DECISIONS = ['Approve', 'RequestChanges', 'Withdraw'] as const;
/** What a reviewer decides. */
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** A decision as the history records it. */
export const REVIEW_OUTCOMES = ['Approved', 'ChangesRequested', 'Withdrawn'] as const;
/** A recorded decision. */
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** The state each decision leaves. */
export const STATE_AFTER: Record<ReviewDecision, ReviewState> = {
  Approve: 'Approved',
  RequestChanges: 'ChangesRequested',
  Withdraw: 'Pending',
};
/** How each decision is recorded. */
export const OUTCOME_OF: Record<ReviewDecision, ReviewOutcome> = {
  Approve: 'Approved',
  RequestChanges: 'ChangesRequested',
  Withdraw: 'Withdrawn',
};

/** What the portal calls each state (tiles, the summary, the filter). */
export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  Pending: 'Awaiting review',
  Approved: 'Approved',
  ChangesRequested: 'Changes requested',
};

/** The longest reason for a decision. */
export const MAX_REASON_LENGTH = 2000;

/** Messages of decisions (the dialog shows them, the API sends them). */
export const REVIEW_DECISION_MESSAGES = {
  decision: 'Choose Approve, RequestChanges or Withdraw.',
  reasonRequired: 'Say what needs to change.',
  reasonTooLong: `A reason can be at most ${MAX_REASON_LENGTH.toLocaleString('en-AU')} characters.`,
  mayNotDecide:
    'Only the client’s project managers, and the studio on their behalf, can approve or request changes.',
  nothingToWithdraw: 'There is no decision to withdraw.',
  notYours: 'Only whoever made this decision can withdraw it.',
  already: (state: string) => `This is already ${state.toLowerCase()}.`,
} as const;

/** POST /api/media/{mediaId}/review: a decision, with a reason when asking for changes. */
export const DecisionRequestSchema = v.pipe(
  v.object({
    decision: v.picklist(REVIEW_DECISIONS, REVIEW_DECISION_MESSAGES.decision),
    reason: v.optional(
      v.pipe(
        v.string(REVIEW_DECISION_MESSAGES.reasonRequired),
        v.trim(),
        v.maxLength(MAX_REASON_LENGTH, REVIEW_DECISION_MESSAGES.reasonTooLong),
      ),
      '',
    ),
    /**
     * The version the reviewer looked at (a newer one uploaded meanwhile refuses the decision,
     * 409); decisions are on the latest version.
     */
    version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
  v.forward(
    v.check(
      ({ decision, reason }) => decision !== 'RequestChanges' || reason !== '',
      REVIEW_DECISION_MESSAGES.reasonRequired,
    ),
    ['reason'],
  ),
);
/** What the decision dialog sends. */
export type DecisionRequest = v.InferInput<typeof DecisionRequestSchema>;

/** One decision of the history. */
export const ReviewDecisionRecordSchema = v.object({
  id: v.number(),
  outcome: v.picklist(REVIEW_OUTCOMES),
  /** Empty unless changes were requested (or a reason was given). */
  reason: v.string(),
  /** Who decided ('Former user' once they are gone). */
  by: v.string(),
  /** Studio staff deciding for the client: the client's name ("on behalf of Harbour Homes"). */
  onBehalfOf: v.nullable(v.string()),
  date: v.string(),
  /** The version of the medium it was made on. */
  version: v.optional(v.number(), 1),
});
/** One decision of the history. */
export type ReviewDecisionRecord = v.InferOutput<typeof ReviewDecisionRecordSchema>;

/**
 * Where a medium stands, as its tile shows it: its latest version's state and last decision (a
 * new version awaits review), and its comments on every version.
 */
export const MediaReviewSummarySchema = v.object({
  state: v.picklist(REVIEW_STATES),
  /** The decision that set the state (null while pending). */
  decision: v.nullable(ReviewDecisionRecordSchema),
  /** Threads on the medium, and how many of them are open. */
  comments: v.number(),
  openComments: v.number(),
});
/** Where a medium stands. */
export type MediaReviewSummary = v.InferOutput<typeof MediaReviewSummarySchema>;

/** GET /api/media/{mediaId}/review: the state, the whole history (newest first), the caller's say. */
export const MediaReviewSchema = v.object({
  ...MediaReviewSummarySchema.entries,
  mediaId: v.number(),
  /** The version decided on: the latest. */
  version: v.optional(v.number(), 1),
  /** Every decision on every version. */
  history: v.array(ReviewDecisionRecordSchema),
  /** Whether the caller may decide now, and whether as the studio for the client. */
  canDecide: v.boolean(),
  decidesOnBehalf: v.boolean(),
  /**
   * Whether the caller may withdraw the decision in effect: their own only (false from an API
   * that predates it, which offered Withdraw to every decider).
   */
  canWithdraw: v.optional(v.boolean(), false),
});
/** A medium's review. */
export type MediaReview = v.InferOutput<typeof MediaReviewSchema>;
