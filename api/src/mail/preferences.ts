import {
  MAIL_KINDS,
  MAIL_DEFAULTS,
  type MailDelivery,
  type MailKind,
  type MailPreference,
} from '@portal/contract';
import type { Db } from '../db/database.js';

/** Rows per `in (…)` list when many people get one notification (under SQLite's limit). */
const BATCH = 500;

/** The person's setting of each kind, in the contract's order: chosen, or the kind's default. */
export async function preferencesOf(db: Db, userId: number): Promise<MailPreference[]> {
  const rows = await db
    .selectFrom('mail_preferences')
    .select(['kind', 'delivery'])
    .where('user_id', '=', userId)
    .execute();
  const chosen = new Map(rows.map((row) => [row.kind, row.delivery as MailDelivery]));
  return MAIL_KINDS.map((kind) => ({
    kind,
    delivery: chosen.get(kind) ?? MAIL_DEFAULTS[kind],
    chosen: chosen.has(kind),
  }));
}

/** Stores the person's choices for the kinds given (the others stay as they were). */
export async function choosePreferences(
  db: Db,
  userId: number,
  choices: Partial<Record<MailKind, MailDelivery>>,
) {
  const values = Object.entries(choices).map(([kind, delivery]) => ({
    user_id: userId,
    kind,
    delivery: delivery as MailDelivery,
  }));
  if (values.length === 0) return;
  await db
    .insertInto('mail_preferences')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind']).doUpdateSet((eb) => ({
        delivery: eb.ref('excluded.delivery'),
      })),
    )
    .execute();
}

/** What each of these people chose for one kind (a person who did not choose is absent). */
export async function choicesFor(db: Db, userIds: readonly number[], kind: MailKind) {
  const chosen = new Map<number, MailDelivery>();
  for (let start = 0; start < userIds.length; start += BATCH) {
    const rows = await db
      .selectFrom('mail_preferences')
      .select(['user_id', 'delivery'])
      .where('kind', '=', kind)
      .where('user_id', 'in', userIds.slice(start, start + BATCH))
      .execute();
    for (const row of rows) chosen.set(row.user_id, row.delivery as MailDelivery);
  }
  return chosen;
}
