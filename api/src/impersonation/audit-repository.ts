import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import { containsText } from '../db/text-search.js';
import type { ImpersonationAuditTable } from '../db/schema.js';

/** One audit entry as the admin log shows it. */
export type AuditEntry = Omit<Insertable<ImpersonationAuditTable>, 'id' | 'created_at'>;

// Long enough for any real browser; bounded so a caller cannot bloat the log.
const MAX_USER_AGENT = 500;

/** Appends a start or stop to the impersonation audit log. */
export async function recordImpersonation(db: Db, entry: AuditEntry) {
  await db
    .insertInto('impersonation_audit')
    .values({
      ...entry,
      user_agent: entry.user_agent.slice(0, MAX_USER_AGENT),
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** A page of the audit log, newest first, with the e-mails and client name resolved. */
export async function listImpersonationAudit(
  db: Db,
  { page, pageSize, search }: { page: number; pageSize: number; search: string },
) {
  let query = db
    .selectFrom('impersonation_audit as a')
    .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
    .leftJoin('users as target', 'target.id', 'a.target_user_id')
    .leftJoin('clients', 'clients.id', 'a.client_id');
  if (search) {
    query = query.where((eb) =>
      eb.or([containsText('actor.email', search), containsText('target.email', search)]),
    );
  }
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const items = await query
    .select([
      'a.id',
      'a.action',
      'a.created_at as createdDate',
      'a.actor_user_id as actorUserId',
      'actor.email as actorEmail',
      'a.target_user_id as targetUserId',
      'target.email as targetEmail',
      'a.client_id as clientId',
      'clients.name as clientName',
      'a.ip_address as ipAddress',
      'a.user_agent as userAgent',
      'a.note',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { page, pageSize, total: Number(total), items };
}
