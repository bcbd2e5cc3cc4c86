import { useMutation } from '@tanstack/react-query';
import { callApi, clientEndpoints, showErrorToast } from '@portal/shared';
import { reloadHome } from '../../../lib/reload-home';
import { CLIENT_CHANGE_FAILED } from '../messages';

/** POST /api/users/current/client { ClientId } (null for none), then the portal reloads at '/'. */
export const useChangeClient = () =>
  useMutation({
    mutationFn: (clientId: number | null) =>
      callApi(clientEndpoints.changeCurrent, { body: { ClientId: clientId } }),
    onSuccess: reloadHome,
    onError: (error) => {
      console.error(CLIENT_CHANGE_FAILED, error);
      showErrorToast(CLIENT_CHANGE_FAILED);
    },
  });
