import type { Db } from './database.js';
import { engineOf } from './engine.js';

/**
 * Makes this transaction wait for any other transaction of the same user that took its turn
 * first, until it ends: a check followed by a write (a cap on what a user holds) then sees the
 * other's write. SQLite already runs write transactions one at a time; PostgreSQL runs them side
 * by side, so there the user's row is locked (FOR UPDATE) for the rest of the transaction.
 */
export async function takeUserTurn(trx: Db, userId: number) {
  if (engineOf(trx) !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
