import type { Db } from '../db/database.js';

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
    logoUrl: hasLogo ? `/api/clients/${row.id}/logo` : null,
    userCount: Number(row.userCount ?? 0),
    projectCount: Number(row.projectCount ?? 0),
  };
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
