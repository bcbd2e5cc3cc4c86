import { useQuery } from '@tanstack/react-query';
import { callApi, projectEndpoints } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/media/interactive: the Cesium scenes and pixel streams of the user's projects. */
export const useInteractiveMedia = () =>
  useQuery({
    queryKey: queryKeys.interactive(),
    queryFn: ({ signal }) => callApi(projectEndpoints.interactive, { signal }),
  });
