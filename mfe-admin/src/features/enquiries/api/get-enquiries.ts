import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  callApi,
  DEFAULT_PAGE_SIZE,
  engagementEndpoints,
  type EnquiryStatus,
} from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

/** Enquiries per page (spec point 9: paged lists hold 20). */
export const ENQUIRIES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** GET /api/admin/enquiries: a page of enquiries, newest first, open, handled or all. */
export function useEnquiries({
  page,
  search,
  status,
}: {
  page: number;
  search: string;
  status: EnquiryStatus;
}) {
  return useQuery({
    queryKey: adminKeys.enquiryPage(page, search, status),
    queryFn: ({ signal }) =>
      callApi(engagementEndpoints.list, {
        signal,
        query: { page, pageSize: ENQUIRIES_PAGE_SIZE, search: search || undefined, status },
      }),
    placeholderData: keepPreviousData,
    // New enquiries arrive at any time (the admin's bell says so): read afresh on every visit.
    staleTime: 0,
  });
}
