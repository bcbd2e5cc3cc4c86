import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

// Migrations live in code and run at start; append new ones, never edit a published one.
const migrations: Record<string, Migration> = {
  '2026-11-22-001-core': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('clients')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('is_internal', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('logo', 'blob')
        .addColumn('logo_type', 'text')
        .execute();
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_showcase', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('can_impersonate', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('has_security_overrides', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('override_description', 'text')
        .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('email_confirmed', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('role', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('impersonated_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('current_client_id', 'integer', (c) => c.references('clients.id'))
        .addColumn('persistent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('projects')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('visibility', 'integer', (c) => c.notNull().defaultTo(3))
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .execute();
      await db.schema
        .createTable('posts')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('project_id', 'integer', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .execute();
      await db.schema
        .createTable('media')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('content', 'blob', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('data', 'text')
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .addColumn('expires_at', 'text')
        .execute();
      await db.schema.createIndex('projects_client').on('projects').column('client_id').execute();
      await db.schema.createIndex('posts_project').on('posts').column('project_id').execute();
      await db.schema.createIndex('media_post').on('media').column('post_id').execute();
      await db.schema
        .createIndex('notifications_user')
        .on('notifications')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  },
  '2026-11-22-002-account-tokens': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('account_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .addColumn('used_at', 'integer')
        .execute();
    },
  },
  '2026-11-22-003-two-factor': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('two_factor_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('two_factor_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'text')
        .addColumn('code_expires_at', 'integer')
        .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remember_me', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('return_url', 'text')
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .execute();
    },
  },
  '2026-11-23-004-external-logins': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('external_logins')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('external_logins_pk', ['provider', 'subject'])
        .execute();
    },
  },
  '2026-11-23-020-impersonation-audit': {
    async up(db: Kysely<unknown>) {
      // No foreign keys: the log must outlive the users and clients it names.
      await db.schema
        .createTable('impersonation_audit')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('actor_user_id', 'integer', (c) => c.notNull())
        .addColumn('target_user_id', 'integer')
        .addColumn('client_id', 'integer')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('ip_address', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .execute();
      await db.schema
        .createIndex('impersonation_audit_created')
        .on('impersonation_audit')
        .column('created_at')
        .execute();
    },
  },
  '2026-11-23-030-download-jobs': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('download_jobs')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('project_id', 'integer', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_size', 'integer')
        .addColumn('error', 'text')
        .addColumn('notification_id', 'integer', (c) =>
          c.references('notifications.id').onDelete('set null'),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('completed_at', 'text')
        .execute();
      await db.schema
        .createIndex('download_jobs_status')
        .on('download_jobs')
        .columns(['status', 'id'])
        .execute();
      await db.schema
        .createIndex('download_jobs_user')
        .on('download_jobs')
        .columns(['user_id', 'id'])
        .execute();
    },
  },
  '2026-11-23-040-comments': {
    async up(db: Kysely<unknown>) {
      // A deleted comment with replies stays as a tombstone (deleted_at set, text emptied) so its
      // thread keeps its shape; a deleted author leaves their comments behind without a name.
      await db.schema
        .createTable('comments')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('project_id', 'integer', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      await db.schema
        .createIndex('comments_thread')
        .on('comments')
        .columns(['project_id', 'parent_id', 'id'])
        .execute();
      await db.schema.createIndex('comments_parent').on('comments').column('parent_id').execute();
    },
  },
};

/** Supplies the in-code migrations to Kysely's Migrator. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
