import { useMutation } from '@tanstack/react-query';
import {
  callApi,
  impersonationEndpoints,
  showErrorToast,
  showToastAcrossReload,
  telemetry,
  type StartImpersonationRequest,
} from '@portal/shared';
import { reloadHome } from '../../../lib/reload-home';
import { START_FAILED, START_SUCCEEDED } from '../messages';

/** userId and clientId only when non-empty, clientId as an integer (spec point 5). */
export function startPayload(userId: string, clientId: string): StartImpersonationRequest {
  const payload: StartImpersonationRequest = {};
  if (userId.trim()) payload.userId = userId.trim();
  if (clientId.trim()) payload.clientId = Number.parseInt(clientId, 10);
  return payload;
}

/** POST /api/account/impersonate/start, then a full reload at '/'. */
export const useStartImpersonation = () =>
  useMutation({
    mutationFn: (input: { userId: string; clientId: string }) =>
      callApi(impersonationEndpoints.start, { body: startPayload(input.userId, input.clientId) }),
    onSuccess: (_data, input) => {
      telemetry.trackUserAction('StartImpersonation', input);
      // Said before the reload and again after it, so it is read.
      showToastAcrossReload({ type: 'success', message: START_SUCCEEDED });
      reloadHome();
    },
    onError: (error) => {
      console.error(START_FAILED, error);
      showErrorToast(START_FAILED);
    },
  });
