import { useQuery } from '@tanstack/react-query';
import { callApi, uploadEndpoints } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/uploads/settings: the chunk size to send and the largest file the API takes. */
export const useUploadSettings = () =>
  useQuery({
    queryKey: queryKeys.uploadSettings(),
    queryFn: ({ signal }) => callApi(uploadEndpoints.settings, { signal }),
    staleTime: Infinity,
  });
