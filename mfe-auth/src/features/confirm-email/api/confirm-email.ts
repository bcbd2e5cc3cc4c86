import { useQuery } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';

/**
 * POST /api/account/confirm-email with the link's userId and token, once when the page opens
 * (a query, so a re-render or a refocus does not post the single-use token again).
 */
export const useConfirmEmail = (userId: string, token: string) =>
  useQuery({
    queryKey: ['confirm-email', userId, token],
    queryFn: () => apiPost('account/confirm-email', { userId, token }),
    retry: false,
    staleTime: Infinity,
  });
