import type { Db } from '../db/database.js';

/** A page of users for the admin list, filtered by e-mail or name. */
export async function listUsers(
  db: Db,
  { page, pageSize, search }: { page: number; pageSize: number; search: string },
) {
  let query = db.selectFrom('users').leftJoin('clients', 'clients.id', 'users.client_id');
  if (search) {
    const like = `%${search.replace(/[%_]/g, '')}%`;
    query = query.where((eb) =>
      eb.or([eb('users.email', 'like', like), eb('users.user_name', 'like', like)]),
    );
  }
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'users.id',
      'users.email',
      'users.user_name as userName',
      'users.client_id as clientId',
      'clients.name as clientName',
      'users.is_admin as isAdmin',
      'users.is_showcase as isShowcaseUser',
      'users.disabled',
    ])
    .orderBy('users.email')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const roles = rows.length
    ? await db
        .selectFrom('user_roles')
        .selectAll()
        .where(
          'user_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  return {
    page,
    pageSize,
    total: Number(total),
    items: rows.map((row) => ({
      ...row,
      isAdmin: row.isAdmin === 1,
      isShowcaseUser: row.isShowcaseUser === 1,
      disabled: row.disabled === 1,
      roles: roles.filter((role) => role.user_id === row.id).map((role) => role.role),
    })),
  };
}

/** Every user for the impersonation typeahead (spec point 3, User lookup item). */
export async function userLookup(db: Db) {
  const rows = await db
    .selectFrom('users')
    .leftJoin('clients', 'clients.id', 'users.client_id')
    .select([
      'users.id',
      'users.email',
      'users.client_id',
      'clients.name as clientName',
      'clients.is_internal',
    ])
    .where('users.disabled', '=', 0)
    .orderBy('users.email')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    email: row.email,
    client_ID: row.client_id,
    clientName: row.clientName ?? null,
    isInternal: row.is_internal === 1,
  }));
}
