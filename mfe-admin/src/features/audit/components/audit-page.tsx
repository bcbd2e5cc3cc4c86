import { Skeleton, Stack, Text } from '@mantine/core';
import { isApiError, ListHeader, ListPager, LoadError, useSearchPaging } from '@portal/shared';
import { AdminAccessDenied } from '../../../lib/components/admin-access-denied';
import { AUDIT_PAGE_SIZE, useImpersonationAudit } from '../api/get-impersonation-audit';
import { AuditTable } from './audit-table';

/** /admin/audit: every impersonation start and stop, newest first, paged. */
export function AuditPage() {
  const paging = useSearchPaging();
  const audit = useImpersonationAudit({ page: paging.page, search: paging.debouncedSearch });
  if (isApiError(audit.error, 403)) return <AdminAccessDenied />;
  return (
    <Stack>
      <ListHeader
        title="Impersonation audit log"
        search={{
          label: 'Search the log by e-mail',
          placeholder: 'Search by e-mail',
          value: paging.search,
          onChange: paging.setSearch,
        }}
      />
      {audit.isPending && <Skeleton h={240} />}
      {audit.isError && (
        <LoadError title="The log could not be loaded." onRetry={() => void audit.refetch()} />
      )}
      {audit.data?.items.length === 0 && <Text c="dimmed">No impersonation recorded.</Text>}
      {audit.data && audit.data.items.length > 0 && <AuditTable entries={audit.data.items} />}
      {audit.data && (
        <ListPager
          page={paging.page}
          total={audit.data.total}
          pageSize={AUDIT_PAGE_SIZE}
          onChange={paging.setPage}
        />
      )}
    </Stack>
  );
}
