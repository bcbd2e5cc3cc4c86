import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, engagementEndpoints } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

/** PUT /api/admin/enquiries/{id}/handled { handled }: mark handled, or open again. */
export function useSetEnquiryHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      callApi(engagementEndpoints.setHandled, { params: { id }, body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.enquiries() }),
  });
}
