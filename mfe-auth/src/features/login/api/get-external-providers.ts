import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '@portal/shared';

const ExternalProvidersSchema = v.array(v.object({ name: v.string(), displayName: v.string() }));
/** An external identity provider the login modal offers. */
export type ExternalProvider = v.InferOutput<typeof ExternalProvidersSchema>[number];

/** GET /api/account/external-providers; a failure is logged and treated as no providers (spec 8). */
export async function getExternalProviders(): Promise<ExternalProvider[]> {
  try {
    return await apiGet('account/external-providers', ExternalProvidersSchema);
  } catch (error) {
    console.error('Failed to load external login providers', error);
    return [];
  }
}

/** The providers to offer; empty while loading and after a failure. */
export function useExternalProviders(): ExternalProvider[] {
  const query = useQuery({
    queryKey: ['account', 'external-providers'],
    queryFn: getExternalProviders,
    staleTime: Infinity,
  });
  return query.data ?? [];
}

/** The challenge URL the browser navigates to (not an XHR: the provider's pages take over). */
export function externalLoginChallengeUrl(provider: string, returnUrl: string): string {
  const query = `provider=${encodeURIComponent(provider)}&returnUrl=${encodeURIComponent(returnUrl)}`;
  return `/api/account/external-login-challenge?${query}`;
}
