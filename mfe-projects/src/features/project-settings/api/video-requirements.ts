import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadEndpoints, type VideoRequirements } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/projects/{id}/video-requirements (the spec's defaults when the project has none). */
export const useProjectVideoRequirements = (projectId: number) =>
  useQuery({
    queryKey: queryKeys.videoRequirements(projectId),
    queryFn: ({ signal }) =>
      callApi(uploadEndpoints.videoRequirements, { signal, params: { id: projectId } }),
  });

/** PUT /api/projects/{id}/video-requirements; the upload dialogs then check with the new rules. */
export function useSetVideoRequirements(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VideoRequirements) =>
      callApi(uploadEndpoints.setVideoRequirements, { params: { id: projectId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.videoRequirements(projectId), saved),
  });
}
