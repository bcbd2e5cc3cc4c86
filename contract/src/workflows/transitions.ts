import {
  VISIBLE_ESTIMATE_STATUSES,
  VISIBLE_QUERY_STATUSES,
  VISIBLE_RECEIPT_STATUSES,
  type EstimateStatusName,
  type QueryStatusName,
  type ReceiptStatusName,
} from './statuses.ts';

// Spec point 4 leaves the moves between statuses unsaid; these are the portal's, as a studio's
// estimating, client-questions and accounting practice runs them (api/src/workflows/CONTEXT.md documents them).
// The API allows a move only if it is listed here for the caller's side; the pages offer only
// the listed moves.

/** Who makes a move: the studio's staff, or the project's client. */
export type WorkflowActor = 'studio' | 'client';

/** One allowed move of a workflow: from, to, who, and what the person presses. */
export interface WorkflowMove<S extends string> {
  from: S;
  to: S;
  by: WorkflowActor;
  action: string;
  /** The move carries a message (an answer, a reason): its field's label, and whether it is required. */
  message?: { label: string; required: boolean };
  /**
   * The other side is told (a ProjectUpdate notification): its title's first words, e.g.
   * 'Estimate issued'. A move without one concerns the studio alone.
   */
  notice?: string;
}

/**
 * The studio's 'Cancel' from each of these statuses; the client is told when they could see the
 * item (it leaves their list).
 */
const cancellable = <S extends string>(
  statuses: readonly S[],
  visible: readonly S[],
  action: string,
  notice: string,
) =>
  statuses.map((from): WorkflowMove<S> => ({
    from,
    to: 'Cancelled' as S,
    by: 'studio',
    action,
    ...(visible.includes(from) && { notice }),
  }));

/** Estimates and actuals: issued to the client, approved or rejected by them, then invoiced. */
export const ESTIMATE_MOVES: readonly WorkflowMove<EstimateStatusName>[] = [
  { from: 'Draft', to: 'ReadyForEstimateIssue', by: 'studio', action: 'Mark ready' },
  { from: 'ReadyForEstimateIssue', to: 'Draft', by: 'studio', action: 'Back to draft' },
  {
    from: 'ReadyForEstimateIssue',
    to: 'EstimateIssued',
    by: 'studio',
    action: 'Issue estimate',
    notice: 'Estimate issued',
  },
  {
    from: 'EstimateIssued',
    to: 'EstimateApproved',
    by: 'client',
    action: 'Approve estimate',
    notice: 'Estimate approved',
  },
  {
    from: 'EstimateIssued',
    to: 'EstimateRejected',
    by: 'client',
    action: 'Reject estimate',
    message: { label: 'Reason (optional)', required: false },
    notice: 'Estimate rejected',
  },
  { from: 'EstimateRejected', to: 'Draft', by: 'studio', action: 'Revise' },
  { from: 'EstimateApproved', to: 'InProgress', by: 'studio', action: 'Start work' },
  { from: 'InProgress', to: 'WorkComplete', by: 'studio', action: 'Mark work complete' },
  { from: 'WorkComplete', to: 'ReadyForActualIssue', by: 'studio', action: 'Mark actual ready' },
  {
    from: 'ReadyForActualIssue',
    to: 'WorkComplete',
    by: 'studio',
    action: 'Back to work complete',
  },
  {
    from: 'ReadyForActualIssue',
    to: 'ActualIssued',
    by: 'studio',
    action: 'Issue actual',
    notice: 'Actual issued',
  },
  {
    from: 'ActualIssued',
    to: 'ActualApproved',
    by: 'client',
    action: 'Approve actual',
    notice: 'Actual approved',
  },
  {
    from: 'ActualIssued',
    to: 'ActualRejected',
    by: 'client',
    action: 'Reject actual',
    message: { label: 'Reason (optional)', required: false },
    notice: 'Actual rejected',
  },
  { from: 'ActualRejected', to: 'ReadyForActualIssue', by: 'studio', action: 'Revise' },
  { from: 'ActualApproved', to: 'Invoiced', by: 'studio', action: 'Mark invoiced' },
  ...cancellable<EstimateStatusName>(
    [
      'Draft',
      'ReadyForEstimateIssue',
      'EstimateIssued',
      'EstimateRejected',
      'EstimateApproved',
      'InProgress',
      'WorkComplete',
      'ReadyForActualIssue',
      'ActualIssued',
      'ActualRejected',
    ],
    VISIBLE_ESTIMATE_STATUSES,
    'Cancel estimate',
    'Estimate withdrawn',
  ),
];

/** Questions to the client: sent, answered or queried back, clarified, closed. */
export const QUERY_MOVES: readonly WorkflowMove<QueryStatusName>[] = [
  { from: 'Draft', to: 'ReadyForReview', by: 'studio', action: 'Ready for review' },
  { from: 'ReadyForReview', to: 'Draft', by: 'studio', action: 'Back to draft' },
  { from: 'Draft', to: 'Sent', by: 'studio', action: 'Send to client', notice: 'New question' },
  {
    from: 'ReadyForReview',
    to: 'Sent',
    by: 'studio',
    action: 'Send to client',
    notice: 'New question',
  },
  {
    from: 'Sent',
    to: 'Answered',
    by: 'client',
    action: 'Answer',
    message: { label: 'Your answer', required: true },
    notice: 'Question answered',
  },
  {
    from: 'Sent',
    to: 'NeedFurtherClarification',
    by: 'client',
    action: 'Ask for clarification',
    message: { label: 'What needs clarifying?', required: true },
    notice: 'Clarification asked',
  },
  {
    from: 'NeedFurtherClarification',
    to: 'Sent',
    by: 'studio',
    action: 'Send clarification',
    message: { label: 'Clarification', required: true },
    notice: 'Question clarified',
  },
  {
    from: 'Answered',
    to: 'NeedFurtherClarificationSent',
    by: 'studio',
    action: 'Request clarification',
    message: { label: 'What needs clarifying?', required: true },
    notice: 'Clarification requested',
  },
  {
    from: 'NeedFurtherClarificationSent',
    to: 'Answered',
    by: 'client',
    action: 'Answer',
    message: { label: 'Your answer', required: true },
    notice: 'Question answered',
  },
  {
    from: 'Answered',
    to: 'FullyAnswered',
    by: 'studio',
    action: 'Mark fully answered',
    notice: 'Question fully answered',
  },
  { from: 'Answered', to: 'Closed', by: 'studio', action: 'Close', notice: 'Question closed' },
  { from: 'FullyAnswered', to: 'Closed', by: 'studio', action: 'Close', notice: 'Question closed' },
  ...cancellable<QueryStatusName>(
    [
      'Draft',
      'ReadyForReview',
      'Sent',
      'NeedFurtherClarification',
      'NeedFurtherClarificationSent',
      'Answered',
    ],
    VISIBLE_QUERY_STATUSES,
    'Cancel question',
    'Question withdrawn',
  ),
];

/** Invoices and receipts: prepared and approved by the studio, issued, paid (receipted). */
export const RECEIPT_MOVES: readonly WorkflowMove<ReceiptStatusName>[] = [
  { from: 'Draft', to: 'Processing', by: 'studio', action: 'Start processing' },
  { from: 'Processing', to: 'Validated', by: 'studio', action: 'Validate' },
  { from: 'Validated', to: 'ReadyForApproval', by: 'studio', action: 'Ready for approval' },
  { from: 'ReadyForApproval', to: 'PMApproved', by: 'studio', action: 'Approve (PM)' },
  { from: 'Validated', to: 'UnofficiallyIssued', by: 'studio', action: 'Send unofficially' },
  {
    from: 'UnofficiallyIssued',
    to: 'ReadyForApproval',
    by: 'studio',
    action: 'Ready for approval',
  },
  {
    from: 'PMApproved',
    to: 'IssuedToClient',
    by: 'studio',
    action: 'Issue to client',
    notice: 'Invoice issued',
  },
  {
    from: 'IssuedToClient',
    to: 'ReceiptReceived',
    by: 'studio',
    action: 'Record receipt',
    notice: 'Payment received',
  },
  { from: 'IssuedToClient', to: 'NoReceipt', by: 'studio', action: 'No receipt yet' },
  { from: 'NoReceipt', to: 'PMConfirmed', by: 'studio', action: 'Confirm with PM' },
  {
    from: 'PMConfirmed',
    to: 'ReceiptReceived',
    by: 'studio',
    action: 'Record receipt',
    notice: 'Payment received',
  },
  ...cancellable<ReceiptStatusName>(
    ['Draft', 'Processing', 'Validated', 'ReadyForApproval', 'PMApproved', 'UnofficiallyIssued'],
    VISIBLE_RECEIPT_STATUSES,
    'Cancel invoice',
    'Invoice withdrawn',
  ),
];

/** The moves one side may make from a status, in the table's order. */
export const movesFrom = <S extends string>(
  moves: readonly WorkflowMove<S>[],
  from: S,
  by: WorkflowActor,
) => moves.filter((move) => move.from === from && move.by === by);

/** The move from one status to another for one side, or undefined when it is not allowed. */
export const findMove = <S extends string>(
  moves: readonly WorkflowMove<S>[],
  from: S,
  to: S,
  by: WorkflowActor,
) => moves.find((move) => move.from === from && move.to === to && move.by === by);
