import { clientLogoUrl, type ClientLookupItem, type LogoType } from '@portal/contract';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';

/** Clients (all, or the one with this id) with how many users and projects each has, by name. */
export async function listClients(db: Db, id?: number) {
  let query = db
    .selectFrom('clients')
    .select((eb) => [
      'clients.id',
      'clients.name',
      'clients.is_internal as isInternal',
      eb('clients.logo', 'is not', null).as('hasLogo'),
      eb
        .selectFrom('users')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('users.client_id', '=', 'clients.id')
        .as('userCount'),
      eb
        .selectFrom('projects')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('projects.client_id', '=', 'clients.id')
        .as('projectCount'),
    ])
    .orderBy('clients.name');
  if (id !== undefined) query = query.where('clients.id', '=', id);
  return (await query.execute()).map(toClientSummary);
}

function toClientSummary(row: {
  id: number;
  name: string;
  isInternal: number;
  hasLogo: unknown;
  userCount: number | null;
  projectCount: number | null;
}) {
  const hasLogo = Number(row.hasLogo) === 1;
  return {
    id: row.id,
    name: row.name,
    isInternal: row.isInternal === 1,
    logoUrl: hasLogo ? clientLogoUrl(row.id) : null,
    userCount: Number(row.userCount ?? 0),
    projectCount: Number(row.projectCount ?? 0),
  };
}

/** A client's id and name, or undefined when there is none with this id. */
export async function findClientRef(db: Db, id: number) {
  return db.selectFrom('clients').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Whether a client with this id exists. */
export async function clientExists(db: Db, id: number) {
  return !!(await db.selectFrom('clients').select('id').where('id', '=', id).executeTakeFirst());
}

/** Whether another client already has this name (case-insensitive). */
export async function nameTaken(db: Db, name: string, exceptId: number | null) {
  let query = db
    .selectFrom('clients')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

/** A write that may lose a race for a name: the UNIQUE index decides, and says 'taken'. */
async function claimingName<T>(write: () => Promise<T>): Promise<T | 'taken'> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/** Adds a client without a logo: its id, or 'taken' when another has the name. */
export async function insertClient(db: Db, name: string) {
  return claimingName(async () => {
    const { id } = await db
      .insertInto('clients')
      .values({ name, is_internal: 0, logo: null, logo_type: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** Renames a client: 'taken' when another has the name. */
export async function renameClient(db: Db, id: number, name: string) {
  return claimingName(async () => {
    await db.updateTable('clients').set({ name }).where('id', '=', id).execute();
  });
}

/** Stores a client's logo and its (checked) type. */
export async function saveLogo(db: Db, id: number, bytes: Buffer, type: LogoType) {
  await db
    .updateTable('clients')
    .set({ logo: bytes, logo_type: type })
    .where('id', '=', id)
    .execute();
}

/** A client's logo and its type, or null when the client or its logo is absent. */
export async function findLogo(db: Db, id: number) {
  const row = await db
    .selectFrom('clients')
    .select(['logo', 'logo_type'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.logo && row.logo_type ? { bytes: row.logo, type: row.logo_type } : null;
}

/** Every client's id and name, by name (spec point 3, Client lookup item). */
export async function clientLookup(db: Db): Promise<ClientLookupItem[]> {
  return db.selectFrom('clients').select(['id', 'name']).orderBy('name').execute();
}

/** Sets the client a session acts for (a showcase user's choice). */
export async function setSessionClient(db: Db, sessionId: string, clientId: number | null) {
  await db
    .updateTable('sessions')
    .set({ current_client_id: clientId })
    .where('id', '=', sessionId)
    .execute();
}
