import { INVALID_FIELDS_MESSAGE, WORKFLOW_MESSAGES, findMove } from '@portal/contract';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { badRequest, conflict } from '../http/errors.js';
import { requestedStatus, statusName, type AnyDefinition } from './definition.js';
import type { WorkflowNotifier } from './notifier.js';
import { byListOrder, reachableItem, recordsOf, type AnyRow } from './records.js';
import { findRow, insertEvent, insertRow, listRows, moveRow, updateRow } from './repository.js';
import {
  hasMoveRight,
  isStudioManager,
  mayWrite,
  requireWrite,
  sees,
  workflowCaller,
  type WorkflowCaller,
} from './workflow-access.js';

// One service for the three workflows: each call takes the workflow's definition (estimates.ts,
// queries.ts, invoices.ts), so estimates, questions and invoices follow the same rules.

/** A record again after a write, for the caller. */
async function fresh(db: Db, definition: AnyDefinition, caller: WorkflowCaller, id: number) {
  const row = (await findRow(db, definition.kind, id)) as AnyRow;
  const [record] = await recordsOf(db, definition, caller, [row]);
  return record!;
}

/** GET: the records the caller may see, in the list order, and whether they may add one. */
export async function listItems(
  db: Db,
  definition: AnyDefinition,
  auth: AuthContext,
  projectId: number,
) {
  const caller = await workflowCaller(db, auth, projectId);
  const rows = (await listRows(db, definition.kind, projectId))
    .filter((row) => sees(definition, caller, statusName(definition, row.status)))
    .sort(byListOrder(definition));
  return { canCreate: mayWrite(caller), items: await recordsOf(db, definition, caller, rows) };
}

/** POST: a new record, as a draft, with its 'Created' step (the studio's managers). */
export async function createItem(
  db: Db,
  definition: AnyDefinition,
  auth: AuthContext,
  projectId: number,
  body: unknown,
) {
  const caller = await workflowCaller(db, auth, projectId);
  requireWrite(caller, isStudioManager(caller));
  const now = new Date().toISOString();
  const draft = definition.statuses.Draft!;
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertRow(trx, definition.kind, definition.prefix, {
      ...definition.columns(body as never),
      project_id: projectId,
      status: draft,
      created_at: now,
      updated_at: now,
      created_by: auth.effective.id,
    });
    await insertEvent(trx, {
      kind: definition.kind,
      itemId: id,
      from: null,
      to: draft,
      userId: auth.effective.id,
      side: caller.side,
      action: 'Created',
      message: null,
      at: now,
    });
    return id;
  });
  return fresh(db, definition, caller, id);
}

/** PUT: changes a record's fields (the studio's managers, while its status allows). */
export async function updateItem(
  db: Db,
  definition: AnyDefinition,
  auth: AuthContext,
  id: number,
  body: unknown,
) {
  const { caller, row } = await reachableItem(db, definition, auth, id);
  requireWrite(caller, isStudioManager(caller));
  if (!definition.editable.includes(statusName(definition, row.status))) {
    throw conflict(WORKFLOW_MESSAGES.notEditable);
  }
  await updateRow(db, definition.kind, id, {
    ...definition.columns(body as never),
    updated_at: new Date().toISOString(),
  });
  return fresh(db, definition, caller, id);
}

/**
 * POST …/moves: the move the workflow's table gives the caller's side from the record's status
 * to the one asked, then the other side is told. A move that lost a race with another from the
 * same status is refused like any move no longer open.
 */
export async function moveItem(
  db: Db,
  definition: AnyDefinition,
  notifier: WorkflowNotifier,
  auth: AuthContext,
  id: number,
  request: { to: number; message: string },
) {
  const { caller, row } = await reachableItem(db, definition, auth, id);
  requireWrite(caller, hasMoveRight(definition, caller));
  const from = statusName(definition, row.status);
  const to = requestedStatus(definition, request.to);
  const move = to === undefined ? undefined : findMove(definition.moves, from, to, caller.side);
  if (!move || to === undefined) throw conflict(WORKFLOW_MESSAGES.moveRefused);
  const message = move.message ? request.message.trim() : '';
  if (move.message?.required && !message) {
    throw badRequest(INVALID_FIELDS_MESSAGE, { Message: [WORKFLOW_MESSAGES.messageRequired] });
  }
  const refusal = definition.refuse?.(row, to);
  if (refusal) throw refusal;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const moved = await moveRow(trx, definition.kind, id, row.status, {
      ...definition.moved?.(to, now),
      status: request.to,
      updated_at: now,
    });
    if (!moved) throw conflict(WORKFLOW_MESSAGES.moveRefused);
    await insertEvent(trx, {
      kind: definition.kind,
      itemId: id,
      from: row.status,
      to: request.to,
      userId: auth.effective.id,
      side: caller.side,
      action: move.action,
      message: message || null,
      at: now,
    });
  });
  const record = await fresh(db, definition, caller, id);
  if (move.notice) await notifier.moved(definition.kind, caller, move.notice, row, message);
  return record;
}

/** A record whose document the caller may fetch (the same visibility as everywhere). */
export async function documentItem(
  db: Db,
  definition: AnyDefinition,
  auth: AuthContext,
  id: number,
) {
  const { caller, row } = await reachableItem(db, definition, auth, id);
  return { caller, row, status: statusName(definition, row.status) };
}
