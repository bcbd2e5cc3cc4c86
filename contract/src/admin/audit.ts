import * as v from 'valibot';
import { pageOf } from '../paging.ts';

/** What an entry of the impersonation audit log records. */
export const IMPERSONATION_ACTIONS = ['start', 'stop'] as const;
/** One action of the audit log. */
export type ImpersonationAction = (typeof IMPERSONATION_ACTIONS)[number];
/** An action of the audit log on the wire. */
export const ImpersonationActionSchema = v.picklist(IMPERSONATION_ACTIONS);

/** One start or stop in the impersonation audit log, with the e-mails and client resolved. */
export const AuditEntrySchema = v.object({
  id: v.number(),
  action: ImpersonationActionSchema,
  /** ISO 8601. */
  createdDate: v.string(),
  actorUserId: v.number(),
  /** Null once the account is gone (the log outlives users). */
  actorEmail: v.nullable(v.string()),
  /** Null when the actor acted as themselves for a client. */
  targetUserId: v.nullable(v.number()),
  targetEmail: v.nullable(v.string()),
  clientId: v.nullable(v.number()),
  clientName: v.nullable(v.string()),
  ipAddress: v.string(),
  userAgent: v.string(),
  /** Why a stop happened without the actor asking (an admin changed the rights). */
  note: v.nullable(v.string()),
});
/** One entry of the impersonation audit log. */
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** GET /api/admin/impersonation-audit: one page of the log, newest first. */
export const AuditPageSchema = pageOf(AuditEntrySchema);
