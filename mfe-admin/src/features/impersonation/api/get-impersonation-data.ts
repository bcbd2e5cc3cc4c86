import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as v from 'valibot';
import { apiGet, showErrorToast } from '@portal/shared';
import { LOAD_FAILED } from '../messages';

const UserLookupSchema = v.array(
  v.object({
    id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    email: v.string(),
    client_ID: v.nullable(v.number()),
    clientName: v.nullable(v.string()),
    isInternal: v.boolean(),
  }),
);
const ClientLookupSchema = v.array(v.object({ id: v.number(), name: v.string() }));
const DetailsSchema = v.object({
  isImpersonating: v.boolean(),
  userId: v.nullish(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  clientId: v.nullish(v.number()),
});

/** Users, clients and the current impersonation, loaded when the modal opens. */
export function useImpersonationData(enabled: boolean) {
  const query = useQuery({
    queryKey: ['impersonation', 'data'],
    queryFn: async ({ signal }) => {
      const [users, clients, details] = await Promise.all([
        apiGet('users/lookup', UserLookupSchema, { signal }),
        apiGet('clients/lookup', ClientLookupSchema, { signal }),
        apiGet('account/impersonation-details', DetailsSchema, { signal }),
      ]);
      return { users, clients, details };
    },
    enabled,
    retry: false,
    staleTime: 0,
  });
  useEffect(() => {
    if (query.isError) {
      console.error(LOAD_FAILED, query.error);
      showErrorToast(LOAD_FAILED);
    }
  }, [query.isError, query.error]);
  return query;
}
