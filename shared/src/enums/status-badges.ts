/** One status of a workflow table (spec point 4) as the status badge shows it. */
export interface StatusBadge {
  value: number;
  name: string;
  label: string;
  /** A class of the alternate badge style set (see BADGE_STYLES). */
  styleClass: string;
  /** Position in the visible order; hidden statuses sort last. */
  order: number;
  hidden: boolean;
}

/** The alternate badge style set, with the custom in-progress, no-receipt, PM-confirmed and ready-for-approval. */
export const BADGE_STYLES: Record<
  string,
  { color: string; variant: 'light' | 'filled' | 'outline' }
> = {
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
};

type Row = [value: number, name: string, label: string, styleClass: string];

function table(rows: Row[], visibleInOrder: string[]): StatusBadge[] {
  return rows.map(([value, name, label, styleClass]) => {
    const position = visibleInOrder.indexOf(name);
    return {
      value,
      name,
      label,
      styleClass,
      order: position === -1 ? 100 + value : position,
      hidden: position === -1,
    };
  });
}

/** Estimate/actual workflow status (value 5 is unused). */
export const ESTIMATE_STATUSES = table(
  [
    [0, 'Draft', 'Draft', 'draft'],
    [1, 'ReadyForEstimateIssue', 'Est. Ready', 'ready-for-approval'],
    [2, 'EstimateIssued', 'Est. Issued', 'info'],
    [3, 'EstimateApproved', 'Est. Approved', 'success'],
    [4, 'EstimateRejected', 'Est. Rejected', 'danger'],
    [6, 'InProgress', 'In Progress', 'in-progress'],
    [7, 'WorkComplete', 'Work Complete', 'success'],
    [8, 'ReadyForActualIssue', 'Act. Ready', 'ready-for-approval'],
    [9, 'ActualIssued', 'Act. Issued', 'info'],
    [10, 'ActualApproved', 'Act. Approved', 'success'],
    [11, 'ActualRejected', 'Act. Rejected', 'danger'],
    [12, 'Invoiced', 'Invoiced', 'muted'],
    [13, 'Cancelled', 'Cancelled', 'muted'],
  ],
  ['EstimateIssued', 'EstimateApproved', 'ActualIssued', 'ActualApproved'],
);

/** Query (question) status. */
export const QUERY_STATUSES = table(
  [
    [0, 'Draft', 'Draft', 'draft'],
    [1, 'Sent', 'Sent', 'info'],
    [2, 'Answered', 'Answered', 'success'],
    [3, 'NeedFurtherClarification', 'Needs Clarification', 'warning'],
    [4, 'Closed', 'Closed', 'muted'],
    [5, 'FullyAnswered', 'Fully Answered', 'success'],
    [6, 'Cancelled', 'Cancelled', 'muted'],
    [7, 'ReadyForReview', 'Ready For Review', 'ready-for-approval'],
    [8, 'NeedFurtherClarificationSent', 'Clarification Requested', 'warning'],
  ],
  [
    'Sent',
    'Answered',
    'NeedFurtherClarification',
    'NeedFurtherClarificationSent',
    'FullyAnswered',
    'Closed',
  ],
);

/** Receipt/invoice document status. */
export const RECEIPT_STATUSES = table(
  [
    [0, 'Draft', 'Draft', 'draft'],
    [1, 'Validated', 'Validated', 'info'],
    [2, 'PMApproved', 'PM Approved', 'success'],
    [3, 'IssuedToClient', 'Issued To Client', 'info'],
    [4, 'ReceiptReceived', 'Receipt Received', 'success'],
    [5, 'Cancelled', 'Cancelled', 'muted'],
    [6, 'Processing', 'Processing', 'in-progress'],
    [7, 'NoReceipt', 'No Receipt', 'no-receipt'],
    [8, 'PMConfirmed', 'PM Confirmed', 'pm-confirmed'],
    [9, 'ReadyForApproval', 'Ready For Approval', 'ready-for-approval'],
    [10, 'UnofficiallyIssued', 'Unofficially Issued', 'warning'],
  ],
  ['IssuedToClient', 'ReceiptReceived'],
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
