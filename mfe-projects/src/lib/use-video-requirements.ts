import { useQuery } from '@tanstack/react-query';
import { callApi, uploadEndpoints } from '@portal/shared';
import { queryKeys } from './query-keys';

/**
 * GET /api/projects/{id}/video-requirements: the project's rules for uploaded videos (the spec's
 * defaults when it sets none). Read by the upload dialog and edited in Project settings.
 */
export const useVideoRequirements = (projectId: number) =>
  useQuery({
    queryKey: queryKeys.videoRequirements(projectId),
    queryFn: ({ signal }) =>
      callApi(uploadEndpoints.videoRequirements, { signal, params: { id: projectId } }),
  });
