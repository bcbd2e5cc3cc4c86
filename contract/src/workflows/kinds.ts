import * as v from 'valibot';

/** The three workflows, as the API's paths and the project page's tabs name them. */
export const WORKFLOW_KINDS = ['estimates', 'queries', 'invoices'] as const;
/** One of the three workflows. */
export type WorkflowKind = (typeof WORKFLOW_KINDS)[number];
/** A workflow's name on the wire (a notification's data). */
export const WorkflowKindSchema = v.picklist(WORKFLOW_KINDS);
