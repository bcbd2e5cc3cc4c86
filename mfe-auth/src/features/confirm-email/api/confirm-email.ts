import { useQuery } from '@tanstack/react-query';
import { accountEndpoints, callApi } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/account/confirm-email with the link's userId and token, once when the page opens
 * (a query, so a re-render or a refocus does not post the single-use token again; never retried,
 * not even after a 5xx, for the same reason).
 */
export const useConfirmEmail = (userId: string, token: string) =>
  useQuery({
    queryKey: queryKeys.confirmEmail(userId, token),
    queryFn: () => callApi(accountEndpoints.confirmEmail, { body: { userId, token } }),
    retry: false,
    staleTime: Infinity,
  });
