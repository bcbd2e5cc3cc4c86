import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminEndpoints, callApi, DEFAULT_PAGE_SIZE } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

/** Entries per page (spec point 9: paged lists hold 20). */
export const AUDIT_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** GET /api/admin/impersonation-audit: a page of the log, newest first, searched by e-mail. */
export function useImpersonationAudit({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: adminKeys.auditPage(page, search),
    queryFn: ({ signal }) =>
      callApi(adminEndpoints.impersonationAudit, {
        signal,
        query: { page, pageSize: AUDIT_PAGE_SIZE, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
    // A log is read to see what just happened.
    staleTime: 0,
  });
}
