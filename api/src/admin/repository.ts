import type { Updateable } from 'kysely';
import { permissionsOf } from '../auth/permissions.js';
import { deleteSessionsOf } from '../account/session-repository.js';
import type { Db } from '../db/database.js';
import { containsText } from '../db/text-search.js';
import type { UserTable } from '../db/schema.js';
import { ROLES, type AdminUser, type Role, type UserChanges } from '@portal/contract';

/** The columns of a user as the admin area shows them (users joined with clients). */
const userColumns = [
  'users.id',
  'users.email',
  'users.user_name as userName',
  'users.client_id as clientId',
  'clients.name as clientName',
  'users.is_admin as isAdmin',
  'users.is_showcase as isShowcaseUser',
  'users.can_impersonate as canImpersonate',
  'users.disabled',
] as const;

/** A row of userColumns with its roles, flags as booleans (role names the contract lacks dropped). */
function toAdminUser(
  row: {
    id: number;
    email: string;
    userName: string;
    clientId: number | null;
    clientName: string | null;
    isAdmin: number;
    isShowcaseUser: number;
    canImpersonate: number;
    disabled: number;
  },
  roles: string[],
): AdminUser {
  return {
    ...row,
    clientName: row.clientName ?? null,
    isAdmin: row.isAdmin === 1,
    isShowcaseUser: row.isShowcaseUser === 1,
    canImpersonate: row.canImpersonate === 1,
    disabled: row.disabled === 1,
    roles: roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role)),
  };
}

/** A page of users for the admin list, filtered by e-mail or name. */
export async function listUsers(
  db: Db,
  { page, pageSize, search }: { page: number; pageSize: number; search: string },
) {
  let query = db.selectFrom('users').leftJoin('clients', 'clients.id', 'users.client_id');
  if (search) {
    query = query.where((eb) =>
      eb.or([containsText('users.email', search), containsText('users.user_name', search)]),
    );
  }
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select(userColumns)
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
    items: rows.map((row) =>
      toAdminUser(
        row,
        roles.filter((role) => role.user_id === row.id).map((role) => role.role),
      ),
    ),
  };
}

/**
 * The users this caller may impersonate, for the typeahead (spec point 3, User lookup item):
 * never themselves, never a disabled user, and admins only for an admin.
 */
export async function userLookup(db: Db, caller: { id: number; isAdmin: boolean }) {
  let query = db
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
    .where('users.id', '!=', caller.id);
  if (!caller.isAdmin) query = query.where('users.is_admin', '=', 0);
  const rows = await query.orderBy('users.email').execute();
  return rows.map((row) => ({
    id: String(row.id),
    email: row.email,
    client_ID: row.client_id,
    clientName: row.clientName ?? null,
    isInternal: row.is_internal === 1,
  }));
}

/** One user as the admin edit form shows it, with the permissions their roles give; or null. */
export async function findUserDetail(db: Db, id: number) {
  const row = await db
    .selectFrom('users')
    .leftJoin('clients', 'clients.id', 'users.client_id')
    .select([...userColumns, 'users.has_security_overrides as hasSecurityOverrides'])
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const roles = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', id)
    .orderBy('role')
    .execute();
  const user = toAdminUser(
    row,
    roles.map((r) => r.role),
  );
  return {
    ...user,
    hasSecurityOverrides: row.hasSecurityOverrides === 1,
    permissions: permissionsOf(user.roles, user.isAdmin),
  };
}

/**
 * Writes an admin's changes to a user (roles replaced as a whole) in one transaction; disabling
 * ends the user's sessions.
 */
export async function saveUserChanges(db: Db, id: number, changes: UserChanges) {
  const flag = (value: boolean) => (value ? 1 : 0);
  const set: Updateable<UserTable> = {};
  if (changes.clientId !== undefined) set.client_id = changes.clientId;
  if (changes.isAdmin !== undefined) set.is_admin = flag(changes.isAdmin);
  if (changes.isShowcaseUser !== undefined) set.is_showcase = flag(changes.isShowcaseUser);
  if (changes.canImpersonate !== undefined) set.can_impersonate = flag(changes.canImpersonate);
  if (changes.disabled !== undefined) set.disabled = flag(changes.disabled);
  await db.transaction().execute(async (trx) => {
    if (Object.keys(set).length)
      await trx.updateTable('users').set(set).where('id', '=', id).execute();
    // A disabled user is signed out everywhere in the same step.
    if (changes.disabled) await deleteSessionsOf(trx, id);
    if (changes.roles) {
      await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
      if (changes.roles.length) {
        await trx
          .insertInto('user_roles')
          .values(changes.roles.map((role) => ({ user_id: id, role })))
          .execute();
      }
    }
  });
}
