import {
  QUERY_MOVES,
  QUERY_STATUS,
  VISIBLE_QUERY_STATUSES,
  type QueryRequestSchema,
  type QueryStatusName,
} from '@portal/contract';
import type * as v from 'valibot';
import type { WorkflowDefinition } from './definition.js';

/** Questions to the client: the client answers, or asks for clarification. */
export const queries: WorkflowDefinition<
  'queries',
  QueryStatusName,
  v.InferOutput<typeof QueryRequestSchema>
> = {
  kind: 'queries',
  noun: 'Question',
  prefix: 'Q',
  statuses: QUERY_STATUS,
  moves: QUERY_MOVES,
  visible: VISIBLE_QUERY_STATUSES,
  editable: ['Draft', 'ReadyForReview', 'NeedFurtherClarification'],
  // Anyone of the client's team who may take part in the discussion may answer.
  clientPermission: 'Engage.Project.Comment',
  columns: (body) => ({ title: body.title, question: body.question }),
  fields: (row) => ({ question: row.question }),
  documents: () => [],
};
