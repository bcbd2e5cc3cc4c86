import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, projectEndpoints, type NewProjectRequest } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/projects; the lists are refreshed afterwards. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewProjectRequest) => callApi(projectEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects() }),
  });
}
