import {
  ESTIMATE_STATUS,
  QUERY_STATUS,
  RECEIPT_STATUS,
  type EstimateStatusName,
  type QueryStatusName,
  type ReceiptStatusName,
  type VisibleEstimateStatusName,
  type VisibleQueryStatusName,
  type VisibleReceiptStatusName,
} from '@portal/contract';

/** The alternate badge style set, with the custom in-progress, no-receipt, PM-confirmed and ready-for-approval. */
export const BADGE_STYLES = {
  draft: { color: 'gray', variant: 'outline' },
  info: { color: 'blue', variant: 'light' },
  success: { color: 'teal', variant: 'light' },
  danger: { color: 'red', variant: 'light' },
  warning: { color: 'yellow', variant: 'light' },
  muted: { color: 'gray', variant: 'light' },
  'in-progress': { color: 'indigo', variant: 'filled' },
  'no-receipt': { color: 'orange', variant: 'outline' },
  'pm-confirmed': { color: 'grape', variant: 'light' },
  'ready-for-approval': { color: 'cyan', variant: 'filled' },
} as const satisfies Record<string, { color: string; variant: 'light' | 'filled' | 'outline' }>;
/** A class of the alternate badge style set. */
export type BadgeStyleClass = keyof typeof BADGE_STYLES;

/** One status of a workflow table (spec point 4) as the status badge shows it. */
export interface StatusBadge {
  value: number;
  name: string;
  label: string;
  styleClass: BadgeStyleClass;
  /** Position in the visible order; hidden statuses sort last. */
  order: number;
  hidden: boolean;
}

type Presentation = readonly [label: string, styleClass: BadgeStyleClass];

/**
 * A status table from the contract's values, this module's labels and styles, and the visible
 * statuses' order (a status the contract calls visible must have a position, and only those).
 */
function table<N extends string>(
  values: Record<N, number>,
  shown: Record<N, Presentation>,
  visibleOrder: Partial<Record<N, number>>,
): StatusBadge[] {
  return (Object.keys(values) as N[]).map((name) => {
    const value = values[name];
    const position = visibleOrder[name];
    const [label, styleClass] = shown[name];
    return {
      value,
      name,
      label,
      styleClass,
      order: position ?? 100 + value,
      hidden: position === undefined,
    };
  });
}

/** Estimate/actual workflow status (value 5 is unused). */
export const ESTIMATE_STATUSES = table(
  ESTIMATE_STATUS,
  {
    Draft: ['Draft', 'draft'],
    ReadyForEstimateIssue: ['Est. Ready', 'ready-for-approval'],
    EstimateIssued: ['Est. Issued', 'info'],
    EstimateApproved: ['Est. Approved', 'success'],
    EstimateRejected: ['Est. Rejected', 'danger'],
    InProgress: ['In Progress', 'in-progress'],
    WorkComplete: ['Work Complete', 'success'],
    ReadyForActualIssue: ['Act. Ready', 'ready-for-approval'],
    ActualIssued: ['Act. Issued', 'info'],
    ActualApproved: ['Act. Approved', 'success'],
    ActualRejected: ['Act. Rejected', 'danger'],
    Invoiced: ['Invoiced', 'muted'],
    Cancelled: ['Cancelled', 'muted'],
  } satisfies Record<EstimateStatusName, Presentation>,
  { EstimateIssued: 0, EstimateApproved: 1, ActualIssued: 2, ActualApproved: 3 } satisfies Record<
    VisibleEstimateStatusName,
    number
  >,
);

/** Query (question) status. */
export const QUERY_STATUSES = table(
  QUERY_STATUS,
  {
    Draft: ['Draft', 'draft'],
    Sent: ['Sent', 'info'],
    Answered: ['Answered', 'success'],
    NeedFurtherClarification: ['Needs Clarification', 'warning'],
    Closed: ['Closed', 'muted'],
    FullyAnswered: ['Fully Answered', 'success'],
    Cancelled: ['Cancelled', 'muted'],
    ReadyForReview: ['Ready For Review', 'ready-for-approval'],
    NeedFurtherClarificationSent: ['Clarification Requested', 'warning'],
  } satisfies Record<QueryStatusName, Presentation>,
  {
    Sent: 0,
    Answered: 1,
    NeedFurtherClarification: 2,
    NeedFurtherClarificationSent: 3,
    FullyAnswered: 4,
    Closed: 5,
  } satisfies Record<VisibleQueryStatusName, number>,
);

/** Receipt/invoice document status. */
export const RECEIPT_STATUSES = table(
  RECEIPT_STATUS,
  {
    Draft: ['Draft', 'draft'],
    Validated: ['Validated', 'info'],
    PMApproved: ['PM Approved', 'success'],
    IssuedToClient: ['Issued To Client', 'info'],
    ReceiptReceived: ['Receipt Received', 'success'],
    Cancelled: ['Cancelled', 'muted'],
    Processing: ['Processing', 'in-progress'],
    NoReceipt: ['No Receipt', 'no-receipt'],
    PMConfirmed: ['PM Confirmed', 'pm-confirmed'],
    ReadyForApproval: ['Ready For Approval', 'ready-for-approval'],
    UnofficiallyIssued: ['Unofficially Issued', 'warning'],
  } satisfies Record<ReceiptStatusName, Presentation>,
  { IssuedToClient: 0, ReceiptReceived: 1 } satisfies Record<VisibleReceiptStatusName, number>,
);

/** The statuses a list shows, in their visible order. */
export const visibleStatuses = (statuses: StatusBadge[]) =>
  statuses.filter((status) => !status.hidden).sort((a, b) => a.order - b.order);

/** The badge of a value; an unknown value gets a neutral badge naming the number. */
export const statusBadge = (statuses: StatusBadge[], value: number): StatusBadge =>
  statuses.find((status) => status.value === value) ?? {
    value,
    name: 'Unknown',
    label: `Status ${value}`,
    styleClass: 'muted',
    order: 1000,
    hidden: true,
  };
