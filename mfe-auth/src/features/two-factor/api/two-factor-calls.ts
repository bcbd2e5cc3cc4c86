import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, apiPost, apiPut } from '@portal/shared';

const VerifyResultSchema = v.object({ success: v.boolean(), redirectUrl: v.nullish(v.string()) });
const SettingSchema = v.object({ enabled: v.boolean() });

/** POST /api/account/send-2fa-code: e-mails a code for the pending sign-in. */
export const useSendCode = () =>
  useMutation({ mutationFn: () => apiPost('account/send-2fa-code') });

/** POST /api/account/verify-2fa-code { code }: finishes the pending sign-in. */
export const useVerifyCode = () =>
  useMutation({
    mutationFn: (code: string) => apiPost('account/verify-2fa-code', { code }, VerifyResultSchema),
  });

/** GET /api/account/two-factor: whether the signed-in user's second factor is on. */
export const useTwoFactorSetting = () =>
  useQuery({
    queryKey: ['two-factor'],
    queryFn: ({ signal }) => apiGet('account/two-factor', SettingSchema, { signal }),
  });

/** PUT /api/account/two-factor { enabled }. */
export function useChangeTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiPut('account/two-factor', { enabled }, SettingSchema),
    onSuccess: (setting) => queryClient.setQueryData(['two-factor'], setting),
  });
}
