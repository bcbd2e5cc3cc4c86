import { useMutation } from '@tanstack/react-query';
import { apiPost, showErrorToast, showToastAcrossReload } from '@portal/shared';
import { reloadHome } from '../../../lib/page-location';
import { START_FAILED, START_SUCCEEDED } from '../messages';

/** The start payload (spec point 3): optional userId and optional clientId. */
export interface StartPayload {
  userId?: string;
  clientId?: number;
}

/** userId and clientId only when non-empty, clientId as an integer (spec point 5). */
export function startPayload(userId: string, clientId: string): StartPayload {
  const payload: StartPayload = {};
  if (userId.trim()) payload.userId = userId.trim();
  if (clientId.trim()) payload.clientId = Number.parseInt(clientId, 10);
  return payload;
}

/** POST /api/account/impersonate/start, then a full reload at '/'. */
export const useStartImpersonation = () =>
  useMutation({
    mutationFn: (input: { userId: string; clientId: string }) =>
      apiPost('account/impersonate/start', startPayload(input.userId, input.clientId)),
    onSuccess: () => {
      // Said before the reload and again after it, so it is read.
      showToastAcrossReload({ type: 'success', message: START_SUCCEEDED });
      reloadHome();
    },
    onError: (error) => {
      console.error(START_FAILED, error);
      showErrorToast(START_FAILED);
    },
  });
