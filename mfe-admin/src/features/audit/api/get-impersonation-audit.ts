import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '@portal/shared';
import { retryUnlessRefused } from '../../../lib/api/retry';

/** Entries per page (spec point 9: paged lists hold 20). */
export const AUDIT_PAGE_SIZE = 20;

const AuditEntrySchema = v.object({
  id: v.number(),
  action: v.picklist(['start', 'stop']),
  createdDate: v.string(),
  actorUserId: v.number(),
  actorEmail: v.nullable(v.string()),
  targetUserId: v.nullable(v.number()),
  targetEmail: v.nullable(v.string()),
  clientId: v.nullable(v.number()),
  clientName: v.nullable(v.string()),
  ipAddress: v.string(),
  userAgent: v.string(),
  note: v.nullable(v.string()),
});
/** One start or stop in the impersonation audit log. */
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

const AuditPageSchema = v.object({
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  items: v.array(AuditEntrySchema),
});

/** GET /api/admin/impersonation-audit: a page of the log, newest first, searched by e-mail. */
export function useImpersonationAudit({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: ['admin', 'impersonation-audit', { page, search }],
    retry: retryUnlessRefused,
    queryFn: ({ signal }) =>
      apiGet('admin/impersonation-audit', AuditPageSchema, {
        signal,
        query: { page, pageSize: AUDIT_PAGE_SIZE, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
    // A log is read to see what just happened.
    staleTime: 0,
  });
}
