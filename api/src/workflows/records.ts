import type { AvailableMove, WorkflowEvent } from '@portal/contract';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { HttpError, notFound } from '../http/errors.js';
import { statusName, type AnyDefinition, type ItemRow } from './definition.js';
import { eventsOf, findRow, type EventRow } from './repository.js';
import {
  availableMoves,
  mayWrite,
  sees,
  workflowCaller,
  type WorkflowCaller,
} from './workflow-access.js';

/** A stored record of any workflow. */
export type AnyRow = ItemRow<AnyDefinition['kind']>;

/** A record as the API answers it, for one caller (the route's schema gives its exact type). */
export type WorkflowRecord = Record<string, unknown>;

/** The history a caller is sent: a client only the steps that reached a status they see. */
function historyFor(definition: AnyDefinition, caller: WorkflowCaller, events: EventRow[]) {
  return events
    .filter((event) => sees(definition, caller, statusName(definition, event.status)))
    .map((event): WorkflowEvent => ({
      date: event.date,
      author: event.author ?? 'Former user',
      side: event.side === 'client' ? 'client' : 'studio',
      action: event.action,
      status: event.status,
      message: event.message,
    }));
}

/** A record for the caller: its fields, the history they may read, and what they may do now. */
export function toRecord(
  definition: AnyDefinition,
  caller: WorkflowCaller,
  row: AnyRow,
  events: EventRow[],
): WorkflowRecord {
  const status = statusName(definition, row.status);
  return {
    id: row.id,
    projectId: row.project_id,
    reference: row.reference,
    title: row.title,
    status: row.status,
    createdDate: row.created_at,
    updatedDate: row.updated_at,
    ...definition.fields(row),
    history: historyFor(definition, caller, events),
    moves: availableMoves(definition, caller, status).map((move): AvailableMove => ({
      to: definition.statuses[move.to]!,
      action: move.action,
      message: move.message ?? null,
    })),
    canEdit: mayWrite(caller) && definition.editable.includes(status),
    documents: definition.documents(row, status),
  };
}

/** Records of one workflow, each with its own history. */
export async function recordsOf(
  db: Db,
  definition: AnyDefinition,
  caller: WorkflowCaller,
  rows: AnyRow[],
) {
  const events = await eventsOf(
    db,
    definition.kind,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toRecord(
      definition,
      caller,
      row,
      events.filter((event) => event.itemId === row.id),
    ),
  );
}

/**
 * The visible order of a list: the visible statuses in the contract's order, then the hidden
 * ones by number, then the most recently changed first.
 */
export function byListOrder(definition: AnyDefinition) {
  const rank = (row: AnyRow) => {
    const index = definition.visible.indexOf(statusName(definition, row.status));
    return index === -1 ? definition.visible.length + row.status : index;
  };
  return (a: AnyRow, b: AnyRow) =>
    rank(a) - rank(b) || b.updated_at.localeCompare(a.updated_at) || b.id - a.id;
}

/**
 * One record and its caller: a record that does not exist, whose project the caller may not
 * reach, or that a client may not see (a hidden status) is the same 404.
 */
export async function reachableItem(
  db: Db,
  definition: AnyDefinition,
  auth: AuthContext,
  id: number,
) {
  const missing = () => notFound(`${definition.noun} not found.`);
  const row = await findRow(db, definition.kind, id);
  if (!row) throw missing();
  const caller = await workflowCaller(db, auth, row.project_id).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? missing() : error;
  });
  if (!sees(definition, caller, statusName(definition, row.status))) throw missing();
  return { caller, row };
}

/** A record's history, oldest step first. */
export const historyOf = (db: Db, definition: AnyDefinition, id: number) =>
  eventsOf(db, definition.kind, [id]);
