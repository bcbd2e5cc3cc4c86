import { useMutation } from '@tanstack/react-query';
import {
  callApi,
  impersonationEndpoints,
  showErrorToast,
  showToastAcrossReload,
} from '@portal/shared';
import { reloadHome } from '../../../lib/reload-home';
import { STOP_FAILED, STOP_SUCCEEDED } from '../messages';

/** POST /api/account/impersonate/stop (empty body), then a full reload at '/'. */
export const useStopImpersonation = () =>
  useMutation({
    mutationFn: () => callApi(impersonationEndpoints.stop),
    onSuccess: () => {
      // Said before the reload and again after it, so it is read.
      showToastAcrossReload({ type: 'success', message: STOP_SUCCEEDED });
      reloadHome();
    },
    onError: (error) => {
      console.error(STOP_FAILED, error);
      showErrorToast(STOP_FAILED);
    },
  });
