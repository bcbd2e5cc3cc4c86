import {
  ESTIMATE_MOVES,
  ESTIMATE_STATUS,
  estimateEndpoints,
  INVALID_FIELDS_MESSAGE,
  pathOf,
  VISIBLE_ESTIMATE_STATUSES,
  WORKFLOW_MESSAGES,
  type EstimateRequestSchema,
  type EstimateStatusName,
} from '@portal/contract';
import type * as v from 'valibot';
import { badRequest } from '../http/errors.js';
import type { ItemRow, WorkflowDefinition } from './definition.js';

/** The statuses from which the estimate's document is the actual. */
const ACTUAL_STATUSES: readonly EstimateStatusName[] = [
  'ReadyForActualIssue',
  'ActualIssued',
  'ActualApproved',
  'ActualRejected',
  'Invoiced',
];

/** The document is the actual once the work is done and its amount entered. */
export const isActual = (row: ItemRow<'estimates'>, status: EstimateStatusName) =>
  ACTUAL_STATUSES.includes(status) && row.actual_cents !== null;

/** Estimates and actuals: the client approves or rejects what the studio issues. */
export const estimates: WorkflowDefinition<
  'estimates',
  EstimateStatusName,
  v.InferOutput<typeof EstimateRequestSchema>
> = {
  kind: 'estimates',
  noun: 'Estimate',
  prefix: 'EST',
  statuses: ESTIMATE_STATUS,
  moves: ESTIMATE_MOVES,
  visible: VISIBLE_ESTIMATE_STATUSES,
  editable: ['Draft', 'ReadyForEstimateIssue', 'InProgress', 'WorkComplete', 'ReadyForActualIssue'],
  // Approving an estimate commits the client's money: their project managers decide.
  clientPermission: 'Engage.Project.Manage',
  columns: (body) => ({
    title: body.title,
    description: body.description,
    estimate_cents: body.estimateCents,
    actual_cents: body.actualCents,
    gst: body.gst ? 1 : 0,
  }),
  fields: (row) => ({
    description: row.description,
    estimateCents: row.estimate_cents,
    actualCents: row.actual_cents,
    gst: row.gst === 1,
  }),
  refuse: (row, to) =>
    to === 'ActualIssued' && row.actual_cents === null
      ? badRequest(INVALID_FIELDS_MESSAGE, { ActualCents: [WORKFLOW_MESSAGES.actualRequired] })
      : undefined,
  documents: (row) => [
    {
      fileName: `${row.reference}.pdf`,
      fileUri: pathOf(estimateEndpoints.document.path, { id: row.id }),
    },
  ],
};
