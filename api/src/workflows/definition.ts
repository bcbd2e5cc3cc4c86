import type { FileReference, Permission, WorkflowKind, WorkflowMove } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import type { HttpError } from '../http/errors.js';

/** A stored record of one workflow, every column. */
export type ItemRow<K extends WorkflowKind> = Selectable<Database[K]>;

// Its functions are written as methods so that each workflow's definition, typed by its own
// rows and statuses, is also an `AnyDefinition` (method parameters are checked bivariantly).

/**
 * What makes one workflow different from the other two; the service, the access rules, the
 * repository and the routes are written once against this (estimates.ts, queries.ts,
 * invoices.ts each export one).
 */
export interface WorkflowDefinition<
  K extends WorkflowKind = WorkflowKind,
  S extends string = string,
  Body = never,
  Fields extends object = object,
> {
  kind: K;
  /** 'Estimate': its 404 says 'Estimate not found.'. */
  noun: string;
  /** The reference's prefix: `EST` gives EST-0001. */
  prefix: string;
  /** The contract's status table, name → number. */
  statuses: Readonly<Record<S, number>>;
  /** The contract's moves. */
  moves: readonly WorkflowMove<S>[];
  /** The statuses a client sees, in the order lists show them. */
  visible: readonly S[];
  /** The statuses at which the studio may still change the fields. */
  editable: readonly S[];
  /** What a client needs, beyond being on the project's team, to make the client's moves. */
  clientPermission: Permission;
  /** The kind's own columns from a create or update body. */
  columns(body: Body): Record<string, unknown>;
  /** The kind's own fields of the record the API answers. */
  fields(row: ItemRow<K>): Fields;
  /** A refusal of a move the table allows, when the record is not ready for it. */
  refuse?(row: ItemRow<K>, to: S): HttpError | undefined;
  /** Columns a move sets besides the status (an invoice's issue and payment times). */
  moved?(to: S, now: string): Record<string, unknown>;
  /** The documents of the record (PDFs). */
  documents(row: ItemRow<K>, status: S): FileReference[];
}

/** Any workflow's definition, as the generic code holds it. */
// The body and field types differ per workflow; the generic code only passes them through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDefinition = WorkflowDefinition<WorkflowKind, string, any, object>;

/** EST-0001 from prefix and id. */
export const referenceOf = (prefix: string, id: number) =>
  `${prefix}-${String(id).padStart(4, '0')}`;

/** The name of a stored status number (a number outside the table is a stored error). */
export function statusName<S extends string>(
  definition: { statuses: Readonly<Record<S, number>> },
  status: number,
): S {
  const name = (Object.keys(definition.statuses) as S[]).find(
    (key) => definition.statuses[key] === status,
  );
  if (name === undefined) throw new Error(`Unknown status ${status}`);
  return name;
}

/** The name of a requested status number, or undefined. */
export const requestedStatus = <S extends string>(
  definition: { statuses: Readonly<Record<S, number>> },
  status: number,
) => (Object.keys(definition.statuses) as S[]).find((key) => definition.statuses[key] === status);
