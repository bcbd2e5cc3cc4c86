import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi, mailEndpoints } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/mail/unsubscribe?token: what the link is for; changes nothing (scanners open links). */
export const useUnsubscribeInfo = (token: string) =>
  useQuery({
    queryKey: queryKeys.unsubscribeInfo(token),
    queryFn: ({ signal }) => callApi(mailEndpoints.unsubscribeInfo, { query: { token }, signal }),
    retry: false,
  });

/** POST /api/mail/unsubscribe?token: turns that kind of e-mail off, without signing in. */
export const useUnsubscribe = (token: string) =>
  useMutation({ mutationFn: () => callApi(mailEndpoints.unsubscribe, { query: { token } }) });
