import type { Migration, MigrationProvider } from 'kysely/migration';
import * as core from './0001-core.js';
import * as accountTokens from './0002-account-tokens.js';
import * as twoFactor from './0003-two-factor.js';
import * as externalLogins from './0004-external-logins.js';
import * as impersonationAudit from './0005-impersonation-audit.js';
import * as downloadJobs from './0006-download-jobs.js';
import * as comments from './0007-comments.js';
import * as oneAccountPerAddress from './0008-one-account-per-address.js';
import * as content from './0009-content.js';
import * as uploads from './0010-uploads.js';
import * as workflows from './0011-workflows.js';
import * as projectDownloads from './0012-project-downloads.js';
import * as engagementEnquiries from './0013-engagement-enquiries.js';
import * as shareLinks from './0014-share-links.js';
import * as downloadJobLeases from './0015-download-job-leases.js';
import * as mediaReview from './0016-media-review.js';
import * as mediaPreviews from './0017-media-previews.js';
import * as previewDetails from './0018-preview-details.js';
import * as mediaVersions from './0019-media-versions.js';
import * as reviewLinks from './0020-review-links.js';
import * as mailOutbox from './0021-mail-outbox.js';
import * as uploadLinks from './0022-upload-links.js';
import * as reviewDueDates from './0023-review-due-dates.js';
import * as receivedFiles from './0024-received-files.js';
import * as uploadObjects from './0025-upload-objects.js';
import * as startTimecodes from './0026-start-timecodes.js';
import * as commentAttachments from './0027-comment-attachments.js';

// Migrations live in code and run at start, one file each. A published migration is NEVER edited
// again, nor renamed: a database that ran it keeps its name in kysely_migration and never runs it
// again, so an edit would reach new databases only and the two would drift. Change the schema by
// adding the next file (a name that sorts after the last one) and appending it below; then update
// schema.ts and schema-tables.ts (schema.test.ts fails until the three agree).

/** A migration as each file exports it: the name Kysely records, and its `up`. */
export type NamedMigration = Migration & { readonly name: string };

/** Every migration, in the order they run (Kysely runs them by name; the test checks both agree). */
export const MIGRATIONS: readonly NamedMigration[] = [
  core,
  accountTokens,
  twoFactor,
  externalLogins,
  impersonationAudit,
  downloadJobs,
  comments,
  oneAccountPerAddress,
  content,
  uploads,
  workflows,
  projectDownloads,
  engagementEnquiries,
  shareLinks,
  downloadJobLeases,
  mediaReview,
  mediaPreviews,
  previewDetails,
  mediaVersions,
  reviewLinks,
  mailOutbox,
  uploadLinks,
  reviewDueDates,
  receivedFiles,
  uploadObjects,
  startTimecodes,
  commentAttachments,
];

/** Supplies the in-code migrations to Kysely's Migrator. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () =>
    Object.fromEntries(MIGRATIONS.map(({ name, up, down }) => [name, { up, down }])),
};
