import {
  invoiceEndpoints,
  pathOf,
  RECEIPT_MOVES,
  RECEIPT_STATUS,
  VISIBLE_RECEIPT_STATUSES,
  type InvoiceRequestSchema,
  type ReceiptStatusName,
} from '@portal/contract';
import type * as v from 'valibot';
import type { WorkflowDefinition } from './definition.js';

/** Invoices and receipts: the studio's alone to move; the client sees the issued and the paid. */
export const invoices: WorkflowDefinition<
  'invoices',
  ReceiptStatusName,
  v.InferOutput<typeof InvoiceRequestSchema>
> = {
  kind: 'invoices',
  noun: 'Invoice',
  prefix: 'INV',
  statuses: RECEIPT_STATUS,
  moves: RECEIPT_MOVES,
  visible: VISIBLE_RECEIPT_STATUSES,
  editable: ['Draft', 'Processing', 'Validated', 'ReadyForApproval', 'UnofficiallyIssued'],
  // The table has no client move; this only keeps the rule the same shape as the others'.
  clientPermission: 'Engage.Project.Manage',
  columns: (body) => ({
    title: body.title,
    description: body.description,
    amount_cents: body.amountCents,
    gst: body.gst ? 1 : 0,
    due_date: body.dueDate,
  }),
  fields: (row) => ({
    description: row.description,
    amountCents: row.amount_cents,
    gst: row.gst === 1,
    dueDate: row.due_date,
    issuedDate: row.issued_at,
    paidDate: row.paid_at,
  }),
  moved: (to, now) => ({
    ...(to === 'IssuedToClient' && { issued_at: now }),
    ...(to === 'ReceiptReceived' && { paid_at: now }),
  }),
  documents: (row, status) => [
    {
      fileName: `${row.reference}.pdf`,
      fileUri: pathOf(invoiceEndpoints.document.path, { id: row.id }),
    },
    ...(status === 'ReceiptReceived'
      ? [
          {
            fileName: `${row.reference} receipt.pdf`,
            fileUri: pathOf(invoiceEndpoints.receipt.path, { id: row.id }),
          },
        ]
      : []),
  ],
};
