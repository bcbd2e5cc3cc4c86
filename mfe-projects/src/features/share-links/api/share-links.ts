import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, shareEndpoints, type NewShareLinkRequest } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/projects/{projectId}/share-links: the project's working links. */
export const useShareLinks = (projectId: number) =>
  useQuery({
    queryKey: queryKeys.shareLinks(projectId),
    queryFn: () => callApi(shareEndpoints.list, { params: { projectId } }),
  });

/** Creating and revoking a project's links; the list is refetched after each. */
export function useShareLinkChanges(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.shareLinks(projectId) });
  return {
    create: useMutation({
      mutationFn: (body: NewShareLinkRequest) =>
        callApi(shareEndpoints.create, { params: { projectId }, body }),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: (id: number) => callApi(shareEndpoints.revoke, { params: { id } }),
      onSuccess,
    }),
  };
}
