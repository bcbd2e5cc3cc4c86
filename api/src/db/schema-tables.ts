import type { InsertType, SelectType } from 'kysely';
import type { Database } from './schema.js';

// schema.ts is written by hand and its types vanish at run time, so this table repeats them as
// data: the compiler makes it list exactly the columns of schema.ts, with the storage family and
// nullability each TypeScript type implies, and schema.test.ts makes it match the migrated SQLite
// database. A column added on one side only therefore fails one of the two.

/** SQLite's storage families (type affinities the portal uses). */
export type ColumnFamily = 'integer' | 'real' | 'text' | 'blob';

/** The families a column's TypeScript value type may be stored as. */
type FamilyOf<T> = T extends number
  ? 'integer' | 'real'
  : T extends string
    ? 'text'
    : T extends Buffer
      ? 'blob'
      : never;

/**
 * A column as data: its family, ' null' when it may hold NULL, ' generated' when inserts may omit
 * it (Kysely's `Generated<…>`, so the database must fill it: a default or the rowid).
 */
export type ColumnSpec<C> =
  `${FamilyOf<SelectType<C>>}${null extends SelectType<C> ? ' null' : ''}${undefined extends InsertType<C> ? ' generated' : ''}`;

/** Every column of every table of `Database`, each described by its `ColumnSpec`. */
export type TableSpecs = {
  [T in keyof Database]: { [C in keyof Database[T]]-?: ColumnSpec<Database[T][C]> };
};

/** schema.ts as data, checked against the migrated database by schema.test.ts. */
export const TABLES = {
  clients: {
    id: 'integer generated',
    name: 'text',
    is_internal: 'integer',
    logo: 'blob null',
    logo_type: 'text null',
  },
  users: {
    id: 'integer generated',
    email: 'text',
    user_name: 'text',
    password_hash: 'text',
    is_admin: 'integer',
    is_showcase: 'integer',
    can_impersonate: 'integer',
    has_security_overrides: 'integer',
    override_description: 'text null',
    client_id: 'integer null',
    disabled: 'integer',
    email_confirmed: 'integer',
    two_factor_enabled: 'integer generated',
  },
  user_roles: { user_id: 'integer', role: 'text' },
  sessions: {
    id: 'text',
    user_id: 'integer',
    impersonated_user_id: 'integer null',
    current_client_id: 'integer null',
    persistent: 'integer',
    expires_at: 'integer',
  },
  projects: {
    id: 'integer generated',
    client_id: 'integer',
    name: 'text',
    description: 'text',
    visibility: 'integer',
    updated_at: 'text',
    archived_at: 'text null',
  },
  posts: {
    id: 'integer generated',
    project_id: 'integer',
    title: 'text',
    summary: 'text',
    created_at: 'text',
    published_at: 'text null',
    position: 'integer generated',
  },
  media: {
    id: 'integer generated',
    post_id: 'integer',
    media_type: 'text',
    title: 'text',
    content_type: 'text',
    content: 'blob',
    sort_order: 'integer',
    description: 'text generated',
    file_name: 'text generated',
    file_key: 'text null',
    thumbnail_key: 'text null',
    source_url: 'text null',
    variant: 'text null',
    size: 'integer null',
  },
  notifications: {
    id: 'integer generated',
    user_id: 'integer',
    type: 'text',
    title: 'text',
    message: 'text',
    data: 'text null',
    is_read: 'integer',
    created_at: 'text',
    read_at: 'text null',
    expires_at: 'text null',
  },
  account_tokens: {
    id: 'text',
    user_id: 'integer',
    purpose: 'text',
    expires_at: 'integer',
    used_at: 'integer null',
  },
  two_factor_challenges: {
    id: 'text',
    user_id: 'integer',
    code_hash: 'text null',
    code_expires_at: 'integer null',
    sends: 'integer generated',
    attempts: 'integer generated',
    remember_me: 'integer',
    return_url: 'text null',
    expires_at: 'integer',
  },
  external_logins: {
    provider: 'text',
    subject: 'text',
    user_id: 'integer',
    created_at: 'text',
  },
  impersonation_audit: {
    id: 'integer generated',
    actor_user_id: 'integer',
    target_user_id: 'integer null',
    client_id: 'integer null',
    action: 'text',
    created_at: 'text',
    ip_address: 'text',
    user_agent: 'text',
    note: 'text null',
  },
  download_jobs: {
    id: 'integer generated',
    user_id: 'integer',
    project_id: 'integer',
    post_id: 'integer null',
    status: 'text',
    progress: 'integer generated',
    file_name: 'text',
    file_size: 'integer null',
    error: 'text null',
    notification_id: 'integer null',
    attempts: 'integer generated',
    created_at: 'text',
    started_at: 'text null',
    completed_at: 'text null',
    lease_owner: 'text null',
    lease_expires_at: 'text null',
  },
  comments: {
    id: 'integer generated',
    project_id: 'integer',
    parent_id: 'integer null',
    author_id: 'integer null',
    text: 'text',
    created_at: 'text',
    deleted_at: 'text null',
  },
  uploads: {
    upload_id: 'text',
    user_id: 'integer',
    post_id: 'integer',
    file_name: 'text',
    total_chunks: 'integer',
    total_size: 'integer',
    chunk_size: 'integer',
    created_at: 'text',
    updated_at: 'text',
  },
  upload_chunks: {
    upload_id: 'text',
    chunk_number: 'integer',
    size: 'integer',
    sha256: 'text',
  },
  share_links: {
    id: 'integer generated',
    project_id: 'integer',
    post_id: 'integer null',
    token_hash: 'text',
    token_sealed: 'text',
    label: 'text',
    created_by: 'integer null',
    created_at: 'text',
    expires_at: 'text null',
    revoked_at: 'text null',
    password_hash: 'text null',
    allow_download: 'integer',
    view_count: 'integer generated',
    last_viewed_at: 'text null',
  },
  project_video_requirements: {
    project_id: 'integer',
    requirements: 'text',
  },
  estimates: {
    id: 'integer generated',
    project_id: 'integer',
    reference: 'text',
    title: 'text',
    status: 'integer',
    created_at: 'text',
    updated_at: 'text',
    created_by: 'integer null',
    description: 'text',
    estimate_cents: 'integer',
    actual_cents: 'integer null',
    gst: 'integer',
  },
  queries: {
    id: 'integer generated',
    project_id: 'integer',
    reference: 'text',
    title: 'text',
    status: 'integer',
    created_at: 'text',
    updated_at: 'text',
    created_by: 'integer null',
    question: 'text',
  },
  invoices: {
    id: 'integer generated',
    project_id: 'integer',
    reference: 'text',
    title: 'text',
    status: 'integer',
    created_at: 'text',
    updated_at: 'text',
    created_by: 'integer null',
    description: 'text',
    amount_cents: 'integer',
    gst: 'integer',
    due_date: 'text null',
    issued_at: 'text null',
    paid_at: 'text null',
  },
  workflow_events: {
    id: 'integer generated',
    kind: 'text',
    item_id: 'integer',
    from_status: 'integer null',
    to_status: 'integer',
    user_id: 'integer null',
    side: 'text',
    action: 'text',
    message: 'text null',
    created_at: 'text',
  },
  engagement_enquiries: {
    id: 'integer generated',
    name: 'text',
    email: 'text',
    organisation: 'text null',
    phone: 'text null',
    engagement_types: 'integer',
    message: 'text',
    ip_address: 'text',
    created_at: 'text',
    handled_at: 'text null',
    handled_by: 'integer null',
  },
} as const satisfies TableSpecs;
