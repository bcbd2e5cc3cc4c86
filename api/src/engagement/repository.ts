import type { EnquiryStatus } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import { containsText } from '../db/text-search.js';
import type { EngagementEnquiryTable } from '../db/schema.js';

/** A new enquiry's row (the id and the handled columns are the database's). */
export type NewEnquiryRow = Omit<
  Insertable<EngagementEnquiryTable>,
  'id' | 'handled_at' | 'handled_by'
>;

const enquiries = (db: Db) =>
  db
    .selectFrom('engagement_enquiries as e')
    .leftJoin('users as handler', 'handler.id', 'e.handled_by');

const COLUMNS = [
  'e.id',
  'e.name',
  'e.email',
  'e.organisation',
  'e.phone',
  'e.engagement_types as engagementTypes',
  'e.message',
  'e.created_at as createdDate',
  'e.handled_at as handledDate',
  'handler.user_name as handledBy',
] as const;

/** Stores an enquiry; answers its id. */
export async function insertEnquiry(db: Db, row: NewEnquiryRow) {
  const { id } = await db
    .insertInto('engagement_enquiries')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** One enquiry as the admin list shows it, or undefined. */
export const findEnquiry = (db: Db, id: number) =>
  enquiries(db).select(COLUMNS).where('e.id', '=', id).executeTakeFirst();

/** A page of enquiries, newest first, by status and a search of name, e-mail and organisation. */
export async function listEnquiries(
  db: Db,
  {
    page,
    pageSize,
    search,
    status,
  }: { page: number; pageSize: number; search: string; status: EnquiryStatus },
) {
  let query = enquiries(db);
  if (status === 'open') query = query.where('e.handled_at', 'is', null);
  if (status === 'handled') query = query.where('e.handled_at', 'is not', null);
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsText('e.name', search),
        containsText('e.email', search),
        containsText('e.organisation', search),
      ]),
    );
  }
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const items = await query
    .select(COLUMNS)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { page, pageSize, total: Number(total), items };
}

/** Marks an enquiry handled by the user now, or open again; false when there is no such enquiry. */
export async function setHandled(db: Db, id: number, handledBy: number | null) {
  const result = await db
    .updateTable('engagement_enquiries')
    .set(
      handledBy === null
        ? { handled_at: null, handled_by: null }
        : { handled_at: new Date().toISOString(), handled_by: handledBy },
    )
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The active admins: who hears of a new enquiry. */
export async function activeAdminIds(db: Db) {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('is_admin', '=', 1)
    .where('disabled', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
