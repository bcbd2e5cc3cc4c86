import { useMutation } from '@tanstack/react-query';
import { apiPost, showErrorToast, showSuccessToast } from '@portal/shared';
import { START_FAILED, START_SUCCEEDED, STOP_FAILED, STOP_SUCCEEDED } from '../messages';

/** The start payload: userId and clientId only when chosen, clientId as an integer. */
export function startPayload(userId: string, clientId: string) {
  const payload: { userId?: string; clientId?: number } = {};
  if (userId.trim()) payload.userId = userId.trim();
  if (clientId.trim()) payload.clientId = Number.parseInt(clientId, 10);
  return payload;
}

// Both end in a full reload at '/', so every part of the portal starts again as the new user.
const reloadHome = () => window.location.assign('/');

/** POST /api/account/impersonate/start, then reload at '/'. */
export const useStartImpersonation = () =>
  useMutation({
    mutationFn: (input: { userId: string; clientId: string }) =>
      apiPost('account/impersonate/start', startPayload(input.userId, input.clientId)),
    onSuccess: () => {
      showSuccessToast(START_SUCCEEDED);
      reloadHome();
    },
    onError: (error) => {
      console.error(START_FAILED, error);
      showErrorToast(START_FAILED);
    },
  });

/** POST /api/account/impersonate/stop, then reload at '/'. */
export const useStopImpersonation = () =>
  useMutation({
    mutationFn: () => apiPost('account/impersonate/stop', {}),
    onSuccess: () => {
      showSuccessToast(STOP_SUCCEEDED);
      reloadHome();
    },
    onError: (error) => {
      console.error(STOP_FAILED, error);
      showErrorToast(STOP_FAILED);
    },
  });
