import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, callApi } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/account/send-2fa-code: e-mails a code for the pending sign-in. */
export const useSendCode = () =>
  useMutation({ mutationFn: () => callApi(accountEndpoints.sendTwoFactorCode) });

/** POST /api/account/verify-2fa-code { code }: finishes the pending sign-in. */
export const useVerifyCode = () =>
  useMutation({
    mutationFn: (code: string) => callApi(accountEndpoints.verifyTwoFactorCode, { body: { code } }),
  });

/** GET /api/account/two-factor: whether the signed-in user's second factor is on. */
export const useTwoFactorSetting = () =>
  useQuery({
    queryKey: queryKeys.twoFactorSetting(),
    queryFn: ({ signal }) => callApi(accountEndpoints.twoFactorSetting, { signal }),
  });

/** PUT /api/account/two-factor { enabled }. */
export function useChangeTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      callApi(accountEndpoints.changeTwoFactorSetting, { body: { enabled } }),
    onSuccess: (setting) => queryClient.setQueryData(queryKeys.twoFactorSetting(), setting),
  });
}
