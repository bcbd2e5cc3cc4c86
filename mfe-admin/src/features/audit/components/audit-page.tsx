import { Group, Pagination, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { isApiError } from '@portal/shared';
import { AdminAccessDenied } from '../../../lib/components/admin-access-denied';
import { LoadError } from '../../../lib/components/load-error';
import { AUDIT_PAGE_SIZE, useImpersonationAudit } from '../api/get-impersonation-audit';
import { AuditTable } from './audit-table';

/** /admin/audit: every impersonation start and stop, newest first, paged. */
export function AuditPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const audit = useImpersonationAudit({ page, search: debounced });
  if (isApiError(audit.error, 403)) return <AdminAccessDenied />;
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / AUDIT_PAGE_SIZE)) : 1;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Impersonation audit log</Title>
        <TextInput
          aria-label="Search the log by e-mail"
          placeholder="Search by e-mail"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {audit.isPending && <Skeleton h={240} />}
      {audit.isError && (
        <LoadError title="The log could not be loaded." onRetry={() => void audit.refetch()} />
      )}
      {audit.data?.items.length === 0 && <Text c="dimmed">No impersonation recorded.</Text>}
      {audit.data && audit.data.items.length > 0 && <AuditTable entries={audit.data.items} />}
      {audit.data && pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages" />
      )}
    </Stack>
  );
}
