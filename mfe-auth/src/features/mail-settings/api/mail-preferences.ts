import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, mailEndpoints, type MailDelivery, type MailKind } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/account/mail-preferences: the signed-in person's e-mail setting of each kind. */
export const useMailPreferences = () =>
  useQuery({
    queryKey: queryKeys.mailPreferences(),
    queryFn: ({ signal }) => callApi(mailEndpoints.preferences, { signal }),
  });

/** PUT /api/account/mail-preferences { preferences: { [kind]: delivery } }: one kind's choice. */
export function useChangeMailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, delivery }: { kind: MailKind; delivery: MailDelivery }) =>
      callApi(mailEndpoints.changePreferences, {
        body: { preferences: { [kind]: delivery } as Partial<Record<MailKind, MailDelivery>> },
      }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.mailPreferences(), answer),
  });
}
