import { useQuery } from '@tanstack/react-query';
import { callApi, uploadEndpoints } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/projects/{id}/video-requirements: the project's rules (the spec's defaults if none). */
export const useVideoRequirements = (projectId: number) =>
  useQuery({
    queryKey: queryKeys.videoRequirements(projectId),
    queryFn: ({ signal }) =>
      callApi(uploadEndpoints.videoRequirements, { signal, params: { id: projectId } }),
  });
