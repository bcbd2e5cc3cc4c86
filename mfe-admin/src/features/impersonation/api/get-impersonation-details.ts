import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '@portal/shared';

const DetailsSchema = v.object({
  isImpersonating: v.boolean(),
  userId: v.nullish(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), null),
  clientId: v.nullish(v.number(), null),
});
/** Impersonation details (spec point 3): whom and which client the session acts as. */
export type ImpersonationDetails = v.InferOutput<typeof DetailsSchema>;

/** Query key of the impersonation details. */
export const DETAILS_KEY = ['impersonation', 'details'] as const;

/** GET /api/account/impersonation-details. */
export const getImpersonationDetails = (signal?: AbortSignal) =>
  apiGet('account/impersonation-details', DetailsSchema, { signal });

/** The details as a query (the banner tells acting as someone from acting as oneself). */
export const useImpersonationDetails = (enabled: boolean) =>
  useQuery({
    queryKey: DETAILS_KEY,
    queryFn: ({ signal }) => getImpersonationDetails(signal),
    enabled,
    retry: false,
  });
