import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema, IdSchema } from '../paging.ts';
import {
  EstimateRequestSchema,
  EstimateSchema,
  InvoiceRequestSchema,
  InvoiceSchema,
  MoveRequestSchema,
  QueryRequestSchema,
  QuerySchema,
  workflowListOf,
} from './records.ts';

const tag = 'Estimates, questions and invoices';

/** `{ projectId }` route parameters. */
const ProjectParamsSchema = v.object({ projectId: IdSchema });

/** The four endpoints every workflow has: list, create, change, move. */
const workflowEndpoints = <
  const Path extends string,
  Item extends v.GenericSchema,
  Body extends v.GenericSchema,
>(
  path: Path,
  noun: string,
  item: Item,
  body: Body,
) => ({
  list: defineEndpoint({
    method: 'GET',
    path: `/api/projects/:projectId/${path}`,
    tag,
    summary: `A project's ${noun}s the caller may see (a client: those at a visible status), in the visible order.`,
    params: ProjectParamsSchema,
    response: workflowListOf(item),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `/api/projects/:projectId/${path}`,
    tag,
    summary: `Creates a ${noun} on a project, as a draft (the studio; 201).`,
    params: ProjectParamsSchema,
    body,
    response: item,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `/api/${path}/:id`,
    tag,
    summary: `Changes a ${noun}'s fields (the studio, while its status allows).`,
    params: IdParamsSchema,
    body,
    response: item,
  }),
  move: defineEndpoint({
    method: 'POST',
    path: `/api/${path}/:id/moves`,
    tag,
    summary: `Moves a ${noun} to another status, if the workflow lets the caller's side make that move now.`,
    params: IdParamsSchema,
    body: MoveRequestSchema,
    response: item,
  }),
});

/** Estimates and actuals. */
export const estimateEndpoints = {
  ...workflowEndpoints('estimates', 'estimate', EstimateSchema, EstimateRequestSchema),
  document: defineEndpoint({
    method: 'GET',
    path: '/api/estimates/:id/document',
    tag,
    summary: 'The estimate (or, once issued, the actual) as a PDF.',
    params: IdParamsSchema,
    kind: 'file',
  }),
};

/** Questions to the client. */
export const queryEndpoints = workflowEndpoints(
  'queries',
  'question',
  QuerySchema,
  QueryRequestSchema,
);

/** Invoices and receipts. */
export const invoiceEndpoints = {
  ...workflowEndpoints('invoices', 'invoice', InvoiceSchema, InvoiceRequestSchema),
  document: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/:id/document',
    tag,
    summary: 'The tax invoice as a PDF.',
    params: IdParamsSchema,
    kind: 'file',
  }),
  receipt: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/:id/receipt',
    tag,
    summary: 'The receipt of a paid invoice as a PDF (409 until payment is recorded).',
    params: IdParamsSchema,
    kind: 'file',
  }),
};
