import type {
  EstimateStatusName,
  QueryStatusName,
  ReceiptStatusName,
} from './workflow-statuses.ts';

// Spec point 4 leaves the moves between statuses unsaid; these are the portal's, as a studio's
// estimating, client-questions and accounting practice runs them (api/CONTEXT.md documents them).
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
}

/** Statuses from which the studio may still cancel. */
const cancellable = <S extends string>(statuses: readonly S[], to: S, action: string) =>
  statuses.map((from): WorkflowMove<S> => ({ from, to, by: 'studio', action }));

/** Estimates and actuals: issued to the client, approved or rejected by them, then invoiced. */
export const ESTIMATE_MOVES: readonly WorkflowMove<EstimateStatusName>[] = [
  { from: 'Draft', to: 'ReadyForEstimateIssue', by: 'studio', action: 'Mark ready' },
  { from: 'ReadyForEstimateIssue', to: 'Draft', by: 'studio', action: 'Back to draft' },
  { from: 'ReadyForEstimateIssue', to: 'EstimateIssued', by: 'studio', action: 'Issue estimate' },
  { from: 'EstimateIssued', to: 'EstimateApproved', by: 'client', action: 'Approve estimate' },
  { from: 'EstimateIssued', to: 'EstimateRejected', by: 'client', action: 'Reject estimate' },
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
  { from: 'ReadyForActualIssue', to: 'ActualIssued', by: 'studio', action: 'Issue actual' },
  { from: 'ActualIssued', to: 'ActualApproved', by: 'client', action: 'Approve actual' },
  { from: 'ActualIssued', to: 'ActualRejected', by: 'client', action: 'Reject actual' },
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
    'Cancelled',
    'Cancel',
  ),
];

/** Questions to the client: sent, answered or queried back, clarified, closed. */
export const QUERY_MOVES: readonly WorkflowMove<QueryStatusName>[] = [
  { from: 'Draft', to: 'ReadyForReview', by: 'studio', action: 'Ready for review' },
  { from: 'ReadyForReview', to: 'Draft', by: 'studio', action: 'Back to draft' },
  { from: 'Draft', to: 'Sent', by: 'studio', action: 'Send to client' },
  { from: 'ReadyForReview', to: 'Sent', by: 'studio', action: 'Send to client' },
  { from: 'Sent', to: 'Answered', by: 'client', action: 'Answer' },
  { from: 'Sent', to: 'NeedFurtherClarification', by: 'client', action: 'Ask for clarification' },
  { from: 'NeedFurtherClarification', to: 'Sent', by: 'studio', action: 'Send clarified question' },
  {
    from: 'Answered',
    to: 'NeedFurtherClarificationSent',
    by: 'studio',
    action: 'Request clarification',
  },
  { from: 'NeedFurtherClarificationSent', to: 'Answered', by: 'client', action: 'Answer' },
  { from: 'Answered', to: 'FullyAnswered', by: 'studio', action: 'Mark fully answered' },
  { from: 'Answered', to: 'Closed', by: 'studio', action: 'Close' },
  { from: 'FullyAnswered', to: 'Closed', by: 'studio', action: 'Close' },
  ...cancellable<QueryStatusName>(
    [
      'Draft',
      'ReadyForReview',
      'Sent',
      'NeedFurtherClarification',
      'NeedFurtherClarificationSent',
      'Answered',
    ],
    'Cancelled',
    'Cancel',
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
  { from: 'PMApproved', to: 'IssuedToClient', by: 'studio', action: 'Issue to client' },
  { from: 'IssuedToClient', to: 'ReceiptReceived', by: 'studio', action: 'Record receipt' },
  { from: 'IssuedToClient', to: 'NoReceipt', by: 'studio', action: 'No receipt yet' },
  { from: 'NoReceipt', to: 'PMConfirmed', by: 'studio', action: 'Confirm with PM' },
  { from: 'PMConfirmed', to: 'ReceiptReceived', by: 'studio', action: 'Record receipt' },
  ...cancellable<ReceiptStatusName>(
    ['Draft', 'Processing', 'Validated', 'ReadyForApproval', 'PMApproved', 'UnofficiallyIssued'],
    'Cancelled',
    'Cancel',
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
