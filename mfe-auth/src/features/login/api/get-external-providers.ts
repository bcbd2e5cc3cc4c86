import { useQuery } from '@tanstack/react-query';
import { accountEndpoints, callApi, endpointUrl, type ExternalProvider } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/account/external-providers; a failure is logged and treated as no providers (spec 8). */
export async function getExternalProviders(): Promise<ExternalProvider[]> {
  try {
    return await callApi(accountEndpoints.externalProviders);
  } catch (error) {
    console.error('Failed to load external login providers', error);
    return [];
  }
}

/** The providers to offer; empty while loading and after a failure. */
export function useExternalProviders(): ExternalProvider[] {
  const query = useQuery({
    queryKey: queryKeys.externalProviders(),
    queryFn: getExternalProviders,
    staleTime: Infinity,
  });
  return query.data ?? [];
}

/** The challenge URL the browser navigates to (not an XHR: the provider's pages take over). */
export const externalLoginChallengeUrl = (provider: string, returnUrl: string) =>
  endpointUrl(accountEndpoints.externalLoginChallenge, { query: { provider, returnUrl } });
