import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadLinkEndpoints, type NewUploadLinkRequest } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/posts/{postId}/upload-links: the post's working links. */
export const useUploadLinks = (postId: number) =>
  useQuery({
    queryKey: queryKeys.uploadLinks(postId),
    queryFn: () => callApi(uploadLinkEndpoints.list, { params: { postId } }),
  });

/** Creating and turning off a post's links; the list is refetched after each. */
export function useUploadLinkChanges(postId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.uploadLinks(postId) });
  return {
    create: useMutation({
      mutationFn: (body: NewUploadLinkRequest) =>
        callApi(uploadLinkEndpoints.create, { params: { postId }, body }),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: (id: number) => callApi(uploadLinkEndpoints.revoke, { params: { id } }),
      onSuccess,
    }),
  };
}
