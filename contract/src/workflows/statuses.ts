import * as v from 'valibot';

// Spec point 4: the three workflow status tables, as numbers on the wire, and which statuses a
// list shows. Labels, badge styles and the visible order are presentation (shared/src/enums).

/** A picklist of a name → number table's numbers. */
const picklistOf = <T extends Record<string, number>>(table: T) =>
  v.picklist(Object.values(table) as T[keyof T][]);

/** Estimate/actual workflow status (5 is unused). */
export const ESTIMATE_STATUS = {
  Draft: 0,
  ReadyForEstimateIssue: 1,
  EstimateIssued: 2,
  EstimateApproved: 3,
  EstimateRejected: 4,
  InProgress: 6,
  WorkComplete: 7,
  ReadyForActualIssue: 8,
  ActualIssued: 9,
  ActualApproved: 10,
  ActualRejected: 11,
  Invoiced: 12,
  Cancelled: 13,
} as const;
/** The name of an estimate/actual status. */
export type EstimateStatusName = keyof typeof ESTIMATE_STATUS;
/** An estimate/actual status as it travels. */
export type EstimateStatus = (typeof ESTIMATE_STATUS)[EstimateStatusName];
/** An estimate/actual status on the wire. */
export const EstimateStatusSchema = picklistOf(ESTIMATE_STATUS);
/** The estimate/actual statuses a list shows; the others are hidden. */
export const VISIBLE_ESTIMATE_STATUSES = [
  'EstimateIssued',
  'EstimateApproved',
  'ActualIssued',
  'ActualApproved',
] as const satisfies readonly EstimateStatusName[];
/** An estimate/actual status a list shows. */
export type VisibleEstimateStatusName = (typeof VISIBLE_ESTIMATE_STATUSES)[number];

/** Query (question) status. */
export const QUERY_STATUS = {
  Draft: 0,
  Sent: 1,
  Answered: 2,
  NeedFurtherClarification: 3,
  Closed: 4,
  FullyAnswered: 5,
  Cancelled: 6,
  ReadyForReview: 7,
  NeedFurtherClarificationSent: 8,
} as const;
/** The name of a query status. */
export type QueryStatusName = keyof typeof QUERY_STATUS;
/** A query status as it travels. */
export type QueryStatus = (typeof QUERY_STATUS)[QueryStatusName];
/** A query status on the wire. */
export const QueryStatusSchema = picklistOf(QUERY_STATUS);
/** The query statuses a list shows (Draft, Cancelled and ReadyForReview are hidden). */
export const VISIBLE_QUERY_STATUSES = [
  'Sent',
  'Answered',
  'NeedFurtherClarification',
  'NeedFurtherClarificationSent',
  'FullyAnswered',
  'Closed',
] as const satisfies readonly QueryStatusName[];
/** A query status a list shows. */
export type VisibleQueryStatusName = (typeof VISIBLE_QUERY_STATUSES)[number];

/** Receipt/invoice document status. */
export const RECEIPT_STATUS = {
  Draft: 0,
  Validated: 1,
  PMApproved: 2,
  IssuedToClient: 3,
  ReceiptReceived: 4,
  Cancelled: 5,
  Processing: 6,
  NoReceipt: 7,
  PMConfirmed: 8,
  ReadyForApproval: 9,
  UnofficiallyIssued: 10,
} as const;
/** The name of a receipt/invoice status. */
export type ReceiptStatusName = keyof typeof RECEIPT_STATUS;
/** A receipt/invoice status as it travels. */
export type ReceiptStatus = (typeof RECEIPT_STATUS)[ReceiptStatusName];
/** A receipt/invoice status on the wire. */
export const ReceiptStatusSchema = picklistOf(RECEIPT_STATUS);
/** The receipt/invoice statuses a list shows; the others are hidden. */
export const VISIBLE_RECEIPT_STATUSES = [
  'IssuedToClient',
  'ReceiptReceived',
] as const satisfies readonly ReceiptStatusName[];
/** A receipt/invoice status a list shows. */
export type VisibleReceiptStatusName = (typeof VISIBLE_RECEIPT_STATUSES)[number];
