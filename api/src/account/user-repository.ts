import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import type { UserTable } from '../db/schema.js';

/** A user row with its roles, as the services use it. */
export interface UserRecord {
  id: number;
  email: string;
  userName: string;
  passwordHash: string;
  isAdmin: boolean;
  isShowcase: boolean;
  canImpersonate: boolean;
  hasSecurityOverrides: boolean;
  overrideDescription: string | null;
  clientId: number | null;
  disabled: boolean;
  emailConfirmed: boolean;
  twoFactorEnabled: boolean;
  roles: string[];
}

async function withRoles(db: Db, row: Selectable<UserTable> | undefined) {
  if (!row) return null;
  const roles = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', row.id)
    .execute();
  const user: UserRecord = {
    id: row.id,
    email: row.email,
    userName: row.user_name,
    passwordHash: row.password_hash,
    isAdmin: row.is_admin === 1,
    isShowcase: row.is_showcase === 1,
    canImpersonate: row.can_impersonate === 1,
    hasSecurityOverrides: row.has_security_overrides === 1,
    overrideDescription: row.override_description,
    clientId: row.client_id,
    disabled: row.disabled === 1,
    emailConfirmed: row.email_confirmed === 1,
    twoFactorEnabled: row.two_factor_enabled === 1,
    roles: roles.map((r) => r.role),
  };
  return user;
}

/**
 * An e-mail address as the users table keeps it: trimmed and lower-cased, so one address has one
 * account whatever its case (the unique index on lower(email) backs this up).
 */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Finds a user by e-mail (case-insensitive). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normalizeEmail(email)))
    .executeTakeFirst();
  return withRoles(db, row);
}

/** Finds a user by id. */
export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return withRoles(db, row);
}

/**
 * Creates a self-service account: a Contributor without a client (register, invite, external).
 * 'taken' when the address already has an account: a concurrent request that checked first and
 * lost the race to the unique index gets the same answer as one that came later.
 */
export async function insertContributor(
  db: Db,
  input: {
    email: string;
    passwordHash: string;
    emailConfirmed: boolean;
    userName?: string;
    clientId?: number | null;
  },
): Promise<number | 'taken'> {
  const email = normalizeEmail(input.email);
  const inserted = await db
    .insertInto('users')
    .values({
      email,
      user_name: input.userName ?? input.email.trim().split('@')[0] ?? email,
      password_hash: input.passwordHash,
      is_admin: 0,
      is_showcase: 0,
      can_impersonate: 0,
      has_security_overrides: 0,
      override_description: null,
      client_id: input.clientId ?? null,
      disabled: 0,
      email_confirmed: input.emailConfirmed ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return 'taken' as const;
      throw error;
    });
  if (inserted === 'taken') return inserted;
  await db.insertInto('user_roles').values({ user_id: inserted.id, role: 'Contributor' }).execute();
  return inserted.id;
}

/** Replaces a user's password hash; accepting an invitation also confirms the address. */
export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  { confirmEmail = false }: { confirmEmail?: boolean } = {},
) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, ...(confirmEmail ? { email_confirmed: 1 } : {}) })
    .where('id', '=', userId)
    .execute();
}

/** Marks a user's e-mail address as confirmed. */
export async function markEmailConfirmed(db: Db, userId: number) {
  await db.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', userId).execute();
}

/** Turns a user's second factor on or off. */
export async function setTwoFactorEnabled(db: Db, userId: number, enabled: boolean) {
  await db
    .updateTable('users')
    .set({ two_factor_enabled: enabled ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/**
 * Gives an account whose address was never confirmed to the person a provider vouches for: the
 * password anyone could have set at registration is dropped and the address counts as confirmed.
 */
export async function claimUnconfirmedAccount(db: Db, userId: number) {
  await db
    .updateTable('users')
    .set({ password_hash: '', email_confirmed: 1 })
    .where('id', '=', userId)
    .where('email_confirmed', '=', 0)
    .execute();
}
