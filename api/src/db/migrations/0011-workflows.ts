import type { CreateTableBuilder, Kysely } from 'kysely';

// Published: never edit (see ./index.ts).

/** The name Kysely records in kysely_migration once this migration ran. */
export const name = '2026-11-26-080-workflows';

/**
 * The three workflows of spec point 4 (workflows/): estimates and actuals, questions to the
 * client, invoices and receipts, and one history table for all three. Statuses are the
 * contract's numbers, money whole cents of AUD, times ISO 8601 text, `gst` 0/1: plain types
 * that port to PostgreSQL as they are.
 */
export async function up(db: Kysely<unknown>) {
  // The columns every workflow record has; `reference` (EST-0001…) is made from the id.
  const common = <T extends string>(table: CreateTableBuilder<T, never>) =>
    table
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'));

  await common(db.schema.createTable('estimates'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('estimate_cents', 'integer', (c) => c.notNull())
    .addColumn('actual_cents', 'integer')
    .addColumn('gst', 'integer', (c) => c.notNull())
    .execute();

  await common(db.schema.createTable('queries'))
    .addColumn('question', 'text', (c) => c.notNull())
    .execute();

  await common(db.schema.createTable('invoices'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('gst', 'integer', (c) => c.notNull())
    // YYYY-MM-DD.
    .addColumn('due_date', 'text')
    .addColumn('issued_at', 'text')
    .addColumn('paid_at', 'text')
    .execute();

  for (const table of ['estimates', 'queries', 'invoices']) {
    await db.schema.createIndex(`${table}_project`).on(table).column('project_id').execute();
  }

  // Every move of every record: who, from where to where, with what words. `kind` names the
  // record's table, so the history of all three lives in one place.
  await db.schema
    .createTable('workflow_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('workflow_events_item')
    .on('workflow_events')
    .columns(['kind', 'item_id'])
    .execute();
}
