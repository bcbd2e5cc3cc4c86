import { SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  ENQUIRY_STATUSES,
  isApiError,
  ListHeader,
  ListPager,
  LoadError,
  showErrorToast,
  useSearchPaging,
  type EnquiryStatus,
} from '@portal/shared';
import { AdminAccessDenied } from '../../../lib/components/admin-access-denied';
import { ENQUIRIES_PAGE_SIZE, useEnquiries } from '../api/get-enquiries';
import { useSetEnquiryHandled } from '../api/set-enquiry-handled';
import { EnquiriesTable } from './enquiries-table';

/** The status filter's choices, in order. */
const FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
] satisfies { value: EnquiryStatus; label: string }[];

/** What an empty list says, per filter. */
const EMPTY: Record<EnquiryStatus, string> = {
  open: 'No open enquiries.',
  handled: 'No handled enquiries.',
  all: 'No enquiries yet.',
};

const isStatus = (value: string): value is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly string[]).includes(value);

/** /admin/enquiries: enquiries from the engagement form, newest first; mark them handled. */
export function EnquiriesPage() {
  const paging = useSearchPaging();
  const [status, setStatus] = useState<EnquiryStatus>('open');
  const enquiries = useEnquiries({ page: paging.page, search: paging.debouncedSearch, status });
  const setHandled = useSetEnquiryHandled();
  if (isApiError(enquiries.error, 403)) return <AdminAccessDenied />;
  const pendingId = setHandled.isPending ? setHandled.variables.id : null;
  return (
    <Stack>
      <ListHeader
        title="Enquiries"
        search={{
          label: 'Search enquiries by name, e-mail or organisation',
          placeholder: 'Search enquiries',
          value: paging.search,
          onChange: paging.setSearch,
        }}
      >
        <SegmentedControl
          aria-label="Show enquiries"
          data={FILTERS}
          value={status}
          onChange={(value) => {
            if (!isStatus(value)) return;
            setStatus(value);
            paging.setPage(1);
          }}
        />
      </ListHeader>
      {enquiries.isPending && <Skeleton h={240} />}
      {enquiries.isError && (
        <LoadError
          title="The enquiries could not be loaded."
          onRetry={() => void enquiries.refetch()}
        />
      )}
      {enquiries.data?.items.length === 0 && <Text c="dimmed">{EMPTY[status]}</Text>}
      {enquiries.data && enquiries.data.items.length > 0 && (
        <EnquiriesTable
          enquiries={enquiries.data.items}
          pendingId={pendingId}
          onHandled={(id, handled) =>
            setHandled.mutate(
              { id, handled },
              {
                onError: (error) =>
                  showErrorToast(
                    error.message,
                    handled ? 'Could not mark it handled' : 'Could not reopen it',
                  ),
              },
            )
          }
        />
      )}
      {enquiries.data && (
        <ListPager
          page={paging.page}
          total={enquiries.data.total}
          pageSize={ENQUIRIES_PAGE_SIZE}
          onChange={paging.setPage}
        />
      )}
    </Stack>
  );
}
