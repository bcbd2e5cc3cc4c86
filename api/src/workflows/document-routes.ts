import { estimateEndpoints, invoiceEndpoints } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import { conflict } from '../http/errors.js';
import { route } from '../http/route.js';
import type { ItemRow } from './definition.js';
import { estimatePdf, invoicePdf, receiptPdf, type Parties } from './documents.js';
import { estimates, isActual } from './estimates.js';
import { invoices } from './invoices.js';
import { historyOf } from './records.js';
import { documentItem } from './service.js';
import type { WorkflowCaller } from './workflow-access.js';

/** Said for a receipt asked for before payment was recorded. */
export const RECEIPT_NOT_READY = 'There is no receipt until payment of this invoice is recorded.';

/** The studio (the portal's internal client), the project's client and the project. */
async function partiesOf(db: Db, caller: WorkflowCaller): Promise<Parties> {
  const studio = await db
    .selectFrom('clients')
    .select('name')
    .where('is_internal', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return {
    studio: studio?.name ?? 'The studio',
    client: caller.project.clientName,
    project: caller.project.name,
  };
}

/** A PDF as a download named after the record. */
const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName.replace(/["\\]/g, '_')}"`)
    .header('Content-Length', String(pdf.length))
    .send(pdf);

/**
 * The documents, drawn on each request from the record as it stands: whoever may see the record
 * may download them (a client: only records at a visible status).
 */
export async function documentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const viewer = Auth.permission('Engage.Project.View');

  route(app, estimateEndpoints.document, viewer, async ({ auth, params, reply }) => {
    const { caller, row, status } = await documentItem(db, estimates, auth, params.id);
    const estimate = row as ItemRow<'estimates'>;
    const actual = isActual(estimate, status as Parameters<typeof isActual>[1]);
    // Dated the day it was issued (the latest issue), or today while it is being prepared.
    const issuedAt = estimates.statuses[actual ? 'ActualIssued' : 'EstimateIssued'];
    const issued = (await historyOf(db, estimates, row.id))
      .filter((event) => event.status === issuedAt)
      .at(-1);
    const pdf = await estimatePdf(estimate, await partiesOf(db, caller), {
      actual,
      date: issued?.date ?? new Date().toISOString(),
    });
    return sendPdf(reply, `${row.reference}.pdf`, pdf);
  });

  route(app, invoiceEndpoints.document, viewer, async ({ auth, params, reply }) => {
    const { caller, row } = await documentItem(db, invoices, auth, params.id);
    const pdf = await invoicePdf(row as ItemRow<'invoices'>, await partiesOf(db, caller));
    return sendPdf(reply, `${row.reference}.pdf`, pdf);
  });

  route(app, invoiceEndpoints.receipt, viewer, async ({ auth, params, reply }) => {
    const { caller, row, status } = await documentItem(db, invoices, auth, params.id);
    if (status !== 'ReceiptReceived') throw conflict(RECEIPT_NOT_READY);
    const pdf = await receiptPdf(row as ItemRow<'invoices'>, await partiesOf(db, caller));
    return sendPdf(reply, `${row.reference} receipt.pdf`, pdf);
  });
}
