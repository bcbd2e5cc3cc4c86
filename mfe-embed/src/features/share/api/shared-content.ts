import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  callApi,
  previewPoll,
  shareEndpoints,
  shareReviewEndpoints,
  type ShareGuestRequest,
} from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/share/{token}: what the link opens (401 while its password is not given); asked again
 * while a medium's previews are being made (a visit is counted once, however often it asks).
 */
export const useSharedContent = (token: string) =>
  useQuery({
    queryKey: queryKeys.sharedLink(token),
    queryFn: ({ signal }) => callApi(shareEndpoints.open, { signal, params: { token } }),
    enabled: token !== '',
    // A 401, 404, 410 or 400 is an answer, not a hiccup.
    retry: false,
    refetchInterval: (query) => previewPoll(query.state.data?.posts),
  });

/** POST /api/share/{token}/unlock, then opens the link again. */
export function useUnlock(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      callApi(shareEndpoints.unlock, { params: { token }, body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sharedLink(token) }),
  });
}

/**
 * POST /api/share/{token}/guest: who the visit's guest is; then the link and its media's review
 * are read again (the guest may now comment or decide).
 */
export function useIntroduceGuest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guest: ShareGuestRequest) =>
      callApi(shareReviewEndpoints.guest, { params: { token }, body: guest }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
