import type { WorkflowActor, WorkflowKind } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, WorkflowItemColumns } from '../db/schema.js';
import { referenceOf, type ItemRow } from './definition.js';

// The three record tables share their common columns, so one set of queries serves them: Kysely
// sees each through those columns, and every row is read whole for its definition to map.
type ItemTables = Omit<Database, WorkflowKind> & Record<WorkflowKind, WorkflowItemColumns>;
const items = (db: Db) => db as unknown as Kysely<ItemTables>;

/** A project's records of one workflow, every column. */
export async function listRows<K extends WorkflowKind>(db: Db, kind: K, projectId: number) {
  const rows = await items(db)
    .selectFrom(kind as WorkflowKind)
    .selectAll()
    .where('project_id', '=', projectId)
    .execute();
  return rows as unknown as ItemRow<K>[];
}

/** One record by id, or undefined. */
export async function findRow<K extends WorkflowKind>(db: Db, kind: K, id: number) {
  const row = await items(db)
    .selectFrom(kind as WorkflowKind)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row as unknown as ItemRow<K> | undefined;
}

/** A new record: inserted, then given its reference from the id (`EST-0001`). */
export async function insertRow(
  db: Db,
  kind: WorkflowKind,
  prefix: string,
  /** Every column but id and reference (the definition's `columns` and the common ones). */
  values: Record<string, unknown>,
) {
  // A placeholder unique per insert until the id is known (one transaction with the event).
  const placeholder = `${prefix}-new-${crypto.randomUUID()}`;
  const { id } = await items(db)
    .insertInto(kind)
    .values({ ...(values as Omit<WorkflowItemColumns, 'id'>), reference: placeholder })
    .returning('id')
    .executeTakeFirstOrThrow();
  await items(db)
    .updateTable(kind)
    .set({ reference: referenceOf(prefix, id) })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Changes a record's columns. */
export async function updateRow(
  db: Db,
  kind: WorkflowKind,
  id: number,
  values: Record<string, unknown>,
) {
  await items(db)
    .updateTable(kind)
    .set(values as { updated_at: string })
    .where('id', '=', id)
    .execute();
}

/**
 * Moves a record from one status to another, only if it is still at the first: of two moves
 * from the same status, one changes the row and the other finds nothing to change (false).
 */
export async function moveRow(
  db: Db,
  kind: WorkflowKind,
  id: number,
  from: number,
  values: { status: number; updated_at: string } & Record<string, unknown>,
) {
  const result = await items(db)
    .updateTable(kind)
    .set(values)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One step of a record's history, as stored. */
export interface NewEvent {
  kind: WorkflowKind;
  itemId: number;
  from: number | null;
  to: number;
  userId: number;
  side: WorkflowActor;
  action: string;
  message: string | null;
  at: string;
}

/** Writes a step of a record's history. */
export async function insertEvent(db: Db, event: NewEvent) {
  await db
    .insertInto('workflow_events')
    .values({
      kind: event.kind,
      item_id: event.itemId,
      from_status: event.from,
      to_status: event.to,
      user_id: event.userId,
      side: event.side,
      action: event.action,
      message: event.message,
      created_at: event.at,
    })
    .execute();
}

/** The histories of records of one workflow, oldest step first, each with its author's name. */
export async function eventsOf(db: Db, kind: WorkflowKind, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('workflow_events')
    .leftJoin('users', 'users.id', 'workflow_events.user_id')
    .select([
      'workflow_events.item_id as itemId',
      'workflow_events.to_status as status',
      'workflow_events.side',
      'workflow_events.action',
      'workflow_events.message',
      'workflow_events.created_at as date',
      'users.user_name as author',
    ])
    .where('workflow_events.kind', '=', kind)
    .where('workflow_events.item_id', 'in', itemIds)
    .orderBy('workflow_events.id')
    .execute();
}

/** A stored step as `eventsOf` reads it. */
export type EventRow = Awaited<ReturnType<typeof eventsOf>>[number];
