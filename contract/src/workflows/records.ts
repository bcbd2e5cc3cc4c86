import * as v from 'valibot';
import { DATE_RANGE_YEARS, withinDateRange } from '../dates.ts';
import { FileReferenceSchema } from '../projects/media.ts';
import { AmountCentsSchema } from './money.ts';
import { EstimateStatusSchema, QueryStatusSchema, ReceiptStatusSchema } from './statuses.ts';

// Estimates and actuals, questions to the client, invoices and receipts: the records behind the
// three status tables of spec point 4 (their fields are the portal's design, see api/src/workflows/CONTEXT.md).
// A client is only ever sent records in a visible status, and only the history of those moves.

/** Longest title of an estimate, question or invoice. */
export const MAX_WORKFLOW_TITLE_LENGTH = 200;
/** Longest description, question or message. */
export const MAX_WORKFLOW_TEXT_LENGTH = 4000;

/** Messages of the workflow fields and refusals (the forms show them, the API sends them). */
export const WORKFLOW_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooLong: `A title can be at most ${MAX_WORKFLOW_TITLE_LENGTH} characters.`,
  textTooLong: `This can be at most ${MAX_WORKFLOW_TEXT_LENGTH.toLocaleString('en-AU')} characters.`,
  questionRequired: 'Enter the question.',
  messageRequired: 'Enter a message.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  dateOutOfRange: `Choose a date within ${DATE_RANGE_YEARS} years of today.`,
  statusInvalid: 'Choose a status.',
  moveRefused: 'That step is not open to you from where this stands now. Reload to see its status.',
  notEditable: 'This can no longer be edited at its current status.',
  actualRequired: 'Enter the actual amount before issuing the actual.',
} as const;

const TitleSchema = v.pipe(
  v.string(WORKFLOW_MESSAGES.titleRequired),
  v.trim(),
  v.nonEmpty(WORKFLOW_MESSAGES.titleRequired),
  v.maxLength(MAX_WORKFLOW_TITLE_LENGTH, WORKFLOW_MESSAGES.titleTooLong),
);
const TextSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(MAX_WORKFLOW_TEXT_LENGTH, WORKFLOW_MESSAGES.textTooLong),
);
/** A calendar date, `YYYY-MM-DD`, within ten years of today (spec point 9). */
const DateOnlySchema = v.pipe(
  v.string(),
  v.isoDate(WORKFLOW_MESSAGES.dateInvalid),
  withinDateRange(WORKFLOW_MESSAGES.dateOutOfRange),
);

/** Who acted: the studio's staff or the project's client. */
export const WorkflowSideSchema = v.picklist(['studio', 'client']);

/** One step of a record's history: who moved it where, when, and what they wrote. */
export const WorkflowEventSchema = v.object({
  date: v.string(),
  author: v.string(),
  side: WorkflowSideSchema,
  /** The words of the move ('Issue estimate'), or 'Created'. */
  action: v.string(),
  /** The status the record reached. */
  status: v.number(),
  message: v.nullable(v.string()),
});
/** One step of a record's history. */
export type WorkflowEvent = v.InferOutput<typeof WorkflowEventSchema>;

/** A move the caller may make now (the server decides; the page offers exactly these). */
export const AvailableMoveSchema = v.object({
  to: v.number(),
  action: v.string(),
  message: v.nullable(v.object({ label: v.string(), required: v.boolean() })),
});
/** A move the caller may make now. */
export type AvailableMove = v.InferOutput<typeof AvailableMoveSchema>;

const recordEntries = {
  id: v.number(),
  projectId: v.number(),
  /** The studio's reference, e.g. `EST-0007`. */
  reference: v.string(),
  title: v.string(),
  createdDate: v.string(),
  updatedDate: v.string(),
  history: v.array(WorkflowEventSchema),
  moves: v.array(AvailableMoveSchema),
  /** The caller may change its fields now (the studio, at a status that allows it). */
  canEdit: v.boolean(),
  /** Documents to download (the estimate, the invoice, the receipt), as PDF. */
  documents: v.array(FileReferenceSchema),
};

/** An estimate, which becomes the actual once the work is done. */
export const EstimateSchema = v.object({
  ...recordEntries,
  status: EstimateStatusSchema,
  description: v.string(),
  /** The estimate, in cents, before GST. */
  estimateCents: v.number(),
  /** The actual, in cents, before GST; null until the studio enters it. */
  actualCents: v.nullable(v.number()),
  /** GST (10%) is added to the amounts. */
  gst: v.boolean(),
});
/** An estimate or actual. */
export type Estimate = v.InferOutput<typeof EstimateSchema>;

/** A question the studio asks the client; the answers and clarifications are its history. */
export const QuerySchema = v.object({
  ...recordEntries,
  status: QueryStatusSchema,
  question: v.string(),
});
/** A question to the client. */
export type Query = v.InferOutput<typeof QuerySchema>;

/** An invoice, and its receipt once paid. */
export const InvoiceSchema = v.object({
  ...recordEntries,
  status: ReceiptStatusSchema,
  description: v.string(),
  /** The amount, in cents, before GST. */
  amountCents: v.number(),
  gst: v.boolean(),
  /** Payment is due by (YYYY-MM-DD), or null. */
  dueDate: v.nullable(v.string()),
  /** When it was issued to the client, or null. */
  issuedDate: v.nullable(v.string()),
  /** When payment was received, or null. */
  paidDate: v.nullable(v.string()),
});
/** An invoice or receipt. */
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

/** A project's records of one workflow, and whether the caller may create one. */
export const workflowListOf = <S extends v.GenericSchema>(item: S) =>
  v.object({ canCreate: v.boolean(), items: v.array(item) });

/** A new estimate, or its changes: `{ title, description, estimateCents, actualCents?, gst }`. */
export const EstimateRequestSchema = v.object({
  title: v.optional(TitleSchema, ''),
  description: v.optional(TextSchema, ''),
  estimateCents: AmountCentsSchema,
  actualCents: v.optional(v.nullable(AmountCentsSchema), null),
  gst: v.optional(v.boolean(), true),
});
/** What the estimate form sends. */
export type EstimateRequest = v.InferInput<typeof EstimateRequestSchema>;

/** A new question, or its changes: `{ title, question }`. */
export const QueryRequestSchema = v.object({
  title: v.optional(TitleSchema, ''),
  question: v.optional(v.pipe(TextSchema, v.nonEmpty(WORKFLOW_MESSAGES.questionRequired)), ''),
});
/** What the question form sends. */
export type QueryRequest = v.InferInput<typeof QueryRequestSchema>;

/** A new invoice, or its changes: `{ title, description, amountCents, gst, dueDate }`. */
export const InvoiceRequestSchema = v.object({
  title: v.optional(TitleSchema, ''),
  description: v.optional(TextSchema, ''),
  amountCents: AmountCentsSchema,
  gst: v.optional(v.boolean(), true),
  dueDate: v.optional(v.nullable(DateOnlySchema), null),
});
/** What the invoice form sends. */
export type InvoiceRequest = v.InferInput<typeof InvoiceRequestSchema>;

/** POST …/moves: `{ to, message? }`, the status to move to and the move's message. */
export const MoveRequestSchema = v.object({
  to: v.pipe(v.number(WORKFLOW_MESSAGES.statusInvalid), v.integer(WORKFLOW_MESSAGES.statusInvalid)),
  message: v.optional(TextSchema, ''),
});
/** What a move's button sends. */
export type MoveRequest = v.InferInput<typeof MoveRequestSchema>;
