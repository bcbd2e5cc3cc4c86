import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadEndpoints, type VideoRequirements } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/projects/{id}/video-requirements; the upload dialogs then check with the new rules. */
export function useSetVideoRequirements(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VideoRequirements) =>
      callApi(uploadEndpoints.setVideoRequirements, { params: { id: projectId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.videoRequirements(projectId), saved),
  });
}
