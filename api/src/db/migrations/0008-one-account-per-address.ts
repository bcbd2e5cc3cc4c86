import { sql, type Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-24-050-one-account-per-address';

/**
 * One account per e-mail address whatever its case: the addresses are kept lower-cased (as the
 * API now writes them) and a unique index on lower(email) refuses a second account even when two
 * registrations race. Accounts that already share an address up to case cannot be merged by a
 * machine (each may have its own password, roles and history), so the start stops and names them.
 */
export async function up(db: Kysely<unknown>) {
  const { rows } = await sql<{ id: number; email: string }>`
    select id, email from users order by id`.execute(db);
  const idsByAddress = new Map<string, number[]>();
  for (const { id, email } of rows) {
    const address = email.trim().toLowerCase();
    idsByAddress.set(address, [...(idsByAddress.get(address) ?? []), id]);
  }
  const shared = [...idsByAddress].filter(([, ids]) => ids.length > 1);
  if (shared.length > 0) {
    throw new Error(
      'Several accounts share an e-mail address up to case; give each its own address (or ' +
        'delete the extra ones), then start again: ' +
        shared.map(([address, ids]) => `${address} (users ${ids.join(', ')})`).join('; '),
    );
  }
  for (const { id, email } of rows) {
    const address = email.trim().toLowerCase();
    if (address !== email)
      await sql`update users set email = ${address} where id = ${id}`.execute(db);
  }
  await db.schema
    .createIndex('users_email_lower')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
}
