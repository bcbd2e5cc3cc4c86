import type { Generated } from 'kysely';

// Written by hand after the migrations (migrations/): schema-tables.ts repeats each column as data
// and schema.test.ts checks both against a freshly migrated database.

/** Client organisations. */
export interface ClientTable {
  id: Generated<number>;
  name: string;
  /** The studio's own organisation: its users are listed first for impersonation. */
  is_internal: number;
  logo: Buffer | null;
  logo_type: string | null;
}

/** Portal users. */
export interface UserTable {
  id: Generated<number>;
  email: string;
  user_name: string;
  password_hash: string;
  is_admin: number;
  is_showcase: number;
  can_impersonate: number;
  has_security_overrides: number;
  override_description: string | null;
  client_id: number | null;
  disabled: number;
  email_confirmed: number;
  two_factor_enabled: Generated<number>;
}

/** Role names held by users (see auth/permissions.ts). */
export interface UserRoleTable {
  user_id: number;
  role: string;
}

/** Signed-in browser sessions; the cookie holds a token whose SHA-256 is the id. */
export interface SessionTable {
  id: string;
  user_id: number;
  impersonated_user_id: number | null;
  current_client_id: number | null;
  persistent: number;
  expires_at: number;
}

/** Projects of a client. */
export interface ProjectTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  description: string;
  /** 1 Restricted, 2 Invite, 3 Organisation, 99 Showcase. */
  visibility: number;
  updated_at: string;
  /** When it was archived (SQLite time); null while current. */
  archived_at: string | null;
}

/** Posts of a project. */
export interface PostTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  summary: string;
  created_at: string;
  /** When it was published (SQLite time); null for a draft. */
  published_at: string | null;
  /** Place in the project's list, lowest first. */
  position: Generated<number>;
  /** The day its media are due for review (`YYYY-MM-DD`, Sydney); null: none. */
  due_on: string | null;
}

/**
 * Media items of a post. The bytes are in the file store (`file_key`), at a linked address
 * (`source_url`), or, for items stored before migration 0009, in `content` (empty otherwise).
 */
export interface MediaTable {
  id: Generated<number>;
  post_id: number;
  media_type: string;
  title: string;
  content_type: string;
  content: Buffer;
  sort_order: number;
  description: Generated<string>;
  file_name: Generated<string>;
  file_key: string | null;
  thumbnail_key: string | null;
  source_url: string | null;
  /** A Pixel Stream's variant. */
  variant: string | null;
  size: number | null;
  /** A video's frames per second, measured at upload, then as ffprobe reads it (null: not measured). */
  frame_rate: number | null;
  /** A video's length in seconds, measured at upload (null: not measured). */
  duration: number | null;
  /** A video's own start timecode, as ffprobe reads it with its previews (null: none, or not yet). */
  start_timecode: string | null;
  /** The number of the version the row's file is: the latest (media/versions.ts). */
  version: Generated<number>;
  /** When, and by whom, that file was uploaded (ISO 8601; null: before versions, or seeded). */
  uploaded_at: string | null;
  uploaded_by: number | null;
  /** The day its review is due (`YYYY-MM-DD`, Sydney); null: its post's day applies. */
  due_on: string | null;
  /** The name of who sent it through an upload link (null: a user's upload, or seeded). */
  sent_by: string | null;
  /** The upload link it came through (what the link took so far). */
  upload_link_id: number | null;
  /** 1 while a file received through an upload link waits to be shared (upload-links/). */
  awaiting_share: Generated<number>;
}

/** An earlier version of a medium: its file as it was, never changed again (media/versions.ts). */
export interface MediaVersionTable {
  id: Generated<number>;
  media_id: number;
  /** 1, 2, 3 … per medium. */
  number: number;
  file_name: string;
  content_type: string;
  file_key: string;
  size: number | null;
  frame_rate: number | null;
  duration: number | null;
  start_timecode: string | null;
  uploaded_at: string | null;
  uploaded_by: number | null;
}

/** In-app notifications. */
export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  title: string;
  message: string;
  data: string | null;
  is_read: number;
  created_at: string;
  read_at: string | null;
  expires_at: string | null;
}

/** Single-use, expiring tokens of e-mailed links; the id is the SHA-256 of the token. */
export interface AccountTokenTable {
  id: string;
  user_id: number;
  purpose: string;
  expires_at: number;
  used_at: number | null;
}

/** A sign-in waiting for its e-mailed second-factor code; the cookie holds the id's token. */
export interface TwoFactorChallengeTable {
  id: string;
  user_id: number;
  code_hash: string | null;
  code_expires_at: number | null;
  sends: Generated<number>;
  attempts: Generated<number>;
  remember_me: number;
  return_url: string | null;
  expires_at: number;
}

/** A person's account at an external OpenID provider, linked to a portal user. */
export interface ExternalLoginTable {
  provider: string;
  /** The provider's `sub` claim: stable for the person, unlike the e-mail. */
  subject: string;
  user_id: number;
  created_at: string;
}

/** One start or stop of an impersonation: who, whom, for which client, when and from where. */
export interface ImpersonationAuditTable {
  id: Generated<number>;
  actor_user_id: number;
  /** Null when the actor acted for a client as themselves. */
  target_user_id: number | null;
  client_id: number | null;
  action: 'start' | 'stop';
  /** ISO 8601. */
  created_at: string;
  ip_address: string;
  user_agent: string;
  /** Why a stop happened without the actor asking (an admin revoked the right). */
  note: string | null;
}

/**
 * A post's media, or every published post's of a project, packed into a zip for one user by the
 * download worker (download-jobs/).
 */
export interface DownloadJobTable {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  /** The post packed; null for the whole project's published posts. */
  post_id: number | null;
  /** Queued, Processing, Completed or Failed. */
  status: string;
  /** 0-100. */
  progress: Generated<number>;
  /** The name the browser saves the zip as. */
  file_name: string;
  file_size: number | null;
  error: string | null;
  /** The job's one Download notification (null once the user deleted it). */
  notification_id: number | null;
  /** Times the worker started it; a job that keeps killing the process is failed, not retried. */
  attempts: Generated<number>;
  /** ISO 8601. */
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  /** The worker packing it (while Processing); another may claim it once the lease expired. */
  lease_owner: string | null;
  /** ISO 8601: until when `lease_owner` holds it; pushed forward while it packs. */
  lease_expires_at: string | null;
}

/** Comments on a project; a reply names its top-level comment in parent_id (one level deep). */
export interface CommentTable {
  id: Generated<number>;
  project_id: number;
  parent_id: number | null;
  /** Null once the author's account is deleted. */
  author_id: number | null;
  text: string;
  /** ISO 8601. */
  created_at: string;
  /** Set when a comment with replies is deleted: it stays as a tombstone for its thread. */
  deleted_at: string | null;
}

/**
 * A comment on a medium (reviews/): a thread (parent_id null, numbered per medium, pinned by
 * `anchor`) or a reply to one.
 */
export interface MediaCommentTable {
  id: Generated<number>;
  media_id: number;
  parent_id: number | null;
  /** 1..N per medium on threads; null on replies. */
  number: number | null;
  /** Null once the author's account is deleted, or the comment became a tombstone. */
  author_id: number | null;
  text: string;
  /** The contract's `Anchor` as JSON (null on replies). */
  anchor: string | null;
  /** The contract's `Drawing` as JSON, on a point of an image or PDF page. */
  drawing: string | null;
  /** JSON array of the mentioned users' ids. */
  mentions: Generated<string>;
  /** ISO 8601. */
  created_at: string;
  edited_at: string | null;
  /** Set when a thread with replies is deleted: it stays as a tombstone for them. */
  deleted_at: string | null;
  resolved_at: string | null;
  resolved_by: number | null;
  /** The version of the medium it was made on (a reply: its thread's). */
  version: Generated<number>;
  /** A guest of a review link wrote it (then `author_id` is null). */
  guest_id: number | null;
}

/** A decision on a medium (reviews/): the latest one is its state. */
export interface MediaDecisionTable {
  id: Generated<number>;
  media_id: number;
  /** The contract's `ReviewOutcome`. */
  outcome: string;
  reason: string;
  user_id: number | null;
  /** The project's client, when the studio decided for it. */
  on_behalf_of_client_id: number | null;
  /** ISO 8601. */
  created_at: string;
  /** The version of the medium decided on (a new version starts awaiting review). */
  version: Generated<number>;
  /** A guest of a review link decided (then `user_id` is null). */
  guest_id: number | null;
}

/** Who a visit of a review link said it was (share/guests.ts); kept when the link is revoked. */
export interface ShareGuestTable {
  id: Generated<number>;
  link_id: number;
  name: string;
  email: string;
  /** ISO 8601. */
  created_at: string;
}

/**
 * A medium's previews made from one stored original (previews/): the job in the leased queue
 * and, once ready, the files made.
 */
export interface MediaPreviewTable {
  id: Generated<number>;
  media_id: number;
  /** The file store key of the original they are made from. */
  source_key: string;
  /** `PreviewStatus` of previews/preview-files.ts: queued, working, ready or failed. */
  status: string;
  /** Times a worker took it. */
  attempts: Generated<number>;
  /** A retry waits until then (ISO 8601; null: at once). */
  due_at: string | null;
  lease_owner: string | null;
  lease_expires_at: string | null;
  /** Why it failed (or why its last attempt did, while it waits to be retried). */
  error: string | null;
  /** The original's size in pixels, upright (once ready). */
  width: number | null;
  height: number | null;
  /** JSON: the preview files (`PreviewFile[]` of previews/), once ready. */
  files: string | null;
  /** ISO 8601. */
  created_at: string;
  completed_at: string | null;
  /** How far a long job (a transcode) has got, in thousandths (null: not reported). */
  progress: number | null;
  /** A PDF's page count, once read (null for other media). */
  pages: number | null;
}

/** A chunked upload in progress (uploads/): the file's shape, its user and post. */
export interface UploadTable {
  /** The browser's UUID for the file. */
  upload_id: string;
  user_id: number;
  post_id: number;
  file_name: string;
  total_chunks: number;
  total_size: number;
  chunk_size: number;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601: when its last chunk arrived (the cleanup's clock). */
  updated_at: string;
  /**
   * Who sends it through an upload link (then `user_id` is the link's maker, on whose behalf it
   * comes); null: the user's own upload.
   */
  sender_id: number | null;
  /**
   * The media key the finished file takes, chosen by the server at the first chunk (never by the
   * client); null on uploads begun before it was kept (chosen at the finish then).
   */
  file_key: string | null;
  /** The object store's id of the multipart upload that holds the chunks; null on disk. */
  store_upload_id: string | null;
  /** The medium a comment's attachment is sent for (`post_id` is then its post); null: a medium. */
  attachment_for: number | null;
}

/** A file attached to a comment on a medium (reviews/attachments.ts); unbound until used. */
export interface CommentAttachmentTable {
  id: Generated<number>;
  media_id: number;
  /** The comment that carries it; null until one does (it lapses if none ever does). */
  comment_id: number | null;
  /** Its uploader; null once their account is gone. */
  uploaded_by: number | null;
  file_name: string;
  content_type: string;
  size: number;
  /** Its file in the media store. */
  file_key: string;
  /** ISO 8601: when its upload finished (an unbound one lapses a day later). */
  created_at: string;
}

/** A chunk the upload store holds (written in place in the upload's file, or one part in S3). */
export interface UploadChunkTable {
  upload_id: string;
  chunk_number: number;
  size: number;
  /** Hex SHA-256 of the chunk as received. */
  sha256: string;
}

/** A project's rules for uploaded mp4 videos (JSON of the contract's VideoRequirements). */
export interface ProjectVideoRequirementsTable {
  project_id: number;
  requirements: string;
}

/** The columns every workflow record has (workflows/; the contract's numbers in `status`). */
export interface WorkflowItemColumns {
  id: Generated<number>;
  project_id: number;
  /** EST-0001, Q-0001, INV-0001: made from the id. */
  reference: string;
  title: string;
  status: number;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601. */
  updated_at: string;
  /** Null once the author's account is deleted. */
  created_by: number | null;
}

/** An estimate, which becomes the actual once the work is done (amounts in cents, before GST). */
export interface EstimateTable extends WorkflowItemColumns {
  description: string;
  estimate_cents: number;
  actual_cents: number | null;
  /** 1 when GST (10%) is added. */
  gst: number;
}

/** A question the studio asks the client (the answers are its workflow events). */
export interface QueryTable extends WorkflowItemColumns {
  question: string;
}

/** An invoice, and its receipt once paid (amount in cents, before GST). */
export interface InvoiceTable extends WorkflowItemColumns {
  description: string;
  amount_cents: number;
  /** 1 when GST (10%) is added. */
  gst: number;
  /** YYYY-MM-DD. */
  due_date: string | null;
  /** ISO 8601: when it reached IssuedToClient. */
  issued_at: string | null;
  /** ISO 8601: when it reached ReceiptReceived. */
  paid_at: string | null;
}

/** One move of an estimate, question or invoice (or its creation: `from_status` null). */
export interface WorkflowEventTable {
  id: Generated<number>;
  /** The record's table: 'estimates', 'queries' or 'invoices'. */
  kind: string;
  item_id: number;
  from_status: number | null;
  to_status: number;
  user_id: number | null;
  /** 'studio' or 'client'. */
  side: string;
  action: string;
  message: string | null;
  /** ISO 8601. */
  created_at: string;
}

/** An enquiry from the public engagement form (engagement/). */
export interface EngagementEnquiryTable {
  id: Generated<number>;
  name: string;
  email: string;
  organisation: string | null;
  phone: string | null;
  /** Bit flags: Animation 1, Render 2, Interactive 4, 3D Print 8. */
  engagement_types: number;
  message: string;
  /** The network address it came from (what the rate limit counted). */
  ip_address: string;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601; null while open. */
  handled_at: string | null;
  /** The admin who marked it handled; null while open or once they are gone. */
  handled_by: number | null;
}

/** A post's upload link (upload-links/): where anyone holding it may send files. */
export interface UploadLinkTable {
  id: Generated<number>;
  post_id: number;
  /** SHA-256 of the token (base64url): what a request is looked up by. */
  token_hash: string;
  /** The token sealed with the server's key, so the managers can copy the link again. */
  token_sealed: string;
  label: string;
  created_by: number;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601: the moment it stops working; null: never. */
  expires_at: string | null;
  revoked_at: string | null;
  /** The most it takes in all (files received and in progress), in bytes. */
  max_total_bytes: number;
  /** JSON array of the media types it takes. */
  allowed_types: string;
}

/** Who said they send files through an upload link. */
export interface UploadSenderTable {
  id: Generated<number>;
  link_id: number;
  name: string;
  email: string;
  /** ISO 8601. */
  created_at: string;
}

/** A share link (share/): a post, or a project's published posts, opened without an account. */
export interface ShareLinkTable {
  id: Generated<number>;
  project_id: number;
  /** Null: the whole project. */
  post_id: number | null;
  /** SHA-256 of the token (base64url): what a request is looked up by. */
  token_hash: string;
  /** The token sealed with the server's key, so the managers can copy the link again. */
  token_sealed: string;
  label: string;
  created_by: number | null;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601: the moment it stops working; null: never. */
  expires_at: string | null;
  revoked_at: string | null;
  /** argon2id of the link's password; null: none. */
  password_hash: string | null;
  /** 1 when guests may comment. */
  allow_comments: Generated<number>;
  /** 1 when guests may approve or request changes. */
  allow_decisions: Generated<number>;
  /** The contract's `ShareDownloads`: none, previews or originals. */
  downloads: Generated<string>;
  view_count: Generated<number>;
  last_viewed_at: string | null;
}

/** The whole database. */
export interface Database {
  share_links: ShareLinkTable;
  share_guests: ShareGuestTable;
  upload_links: UploadLinkTable;
  upload_senders: UploadSenderTable;
  clients: ClientTable;
  users: UserTable;
  user_roles: UserRoleTable;
  sessions: SessionTable;
  projects: ProjectTable;
  posts: PostTable;
  media: MediaTable;
  media_versions: MediaVersionTable;
  notifications: NotificationTable;
  account_tokens: AccountTokenTable;
  two_factor_challenges: TwoFactorChallengeTable;
  external_logins: ExternalLoginTable;
  impersonation_audit: ImpersonationAuditTable;
  download_jobs: DownloadJobTable;
  comments: CommentTable;
  uploads: UploadTable;
  upload_chunks: UploadChunkTable;
  project_video_requirements: ProjectVideoRequirementsTable;
  estimates: EstimateTable;
  queries: QueryTable;
  invoices: InvoiceTable;
  workflow_events: WorkflowEventTable;
  engagement_enquiries: EngagementEnquiryTable;
  media_comments: MediaCommentTable;
  comment_attachments: CommentAttachmentTable;
  media_decisions: MediaDecisionTable;
  media_previews: MediaPreviewTable;
  mail_preferences: MailPreferenceTable;
  mail_outbox: MailOutboxTable;
  mail_digest_items: MailDigestItemTable;
  review_reminders: ReviewReminderTable;
}

/** A person's e-mail choice for one kind (mail/); a kind without a row has its default. */
export interface MailPreferenceTable {
  user_id: number;
  /** The contract's `MailKind`. */
  kind: string;
  /** The contract's `MailDelivery`. */
  delivery: string;
}

/**
 * One e-mail to send (mail/), a job of the leased queue: a notification's (`channel` 'email',
 * unique per notification and channel) or a person's digest of a day (`channel` 'digest',
 * unique per person and `digest_day`).
 */
export interface MailOutboxTable {
  id: Generated<number>;
  user_id: number;
  channel: string;
  /** The contract's `MailKind` (a notification's e-mail; null for a digest). */
  kind: string | null;
  notification_id: number | null;
  /** `YYYY-MM-DD` in Sydney (a digest only). */
  digest_day: string | null;
  status: string;
  attempts: Generated<number>;
  /** ISO 8601 (database time): a retry waits until then. */
  due_at: string | null;
  lease_owner: string | null;
  lease_expires_at: string | null;
  /** The message's stable Message-ID, from its key. */
  message_id: string;
  /** ISO 8601: set as soon as the SMTP server took it (a re-claimed job never sends again). */
  sent_at: string | null;
  error: string | null;
  created_at: string;
}

/** A notification waiting for its person's next digest (mail/). */
export interface MailDigestItemTable {
  id: Generated<number>;
  user_id: number;
  notification_id: number;
  /** The contract's `MailKind`. */
  kind: string;
  /** ISO 8601 (database time). */
  created_at: string;
  /** The digest it went into; null while it waits. */
  outbox_id: number | null;
}

/** A review reminder sent (due-dates/): one per medium, person, due day and kind, never twice. */
export interface ReviewReminderTable {
  id: Generated<number>;
  media_id: number;
  user_id: number;
  /** The due day it reminded of (`YYYY-MM-DD`, Sydney). */
  due_on: string;
  /** The contract's `ReviewReminderKind`. */
  kind: string;
  /** ISO 8601. */
  created_at: string;
}
