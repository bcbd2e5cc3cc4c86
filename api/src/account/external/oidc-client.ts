import * as client from 'openid-client';
import type { ExternalProviderConfig } from './providers-config.js';

/** What the portal needs to know about the person a provider signed in. */
export interface ExternalIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** The secrets of one sign-in attempt, kept until the provider calls back. */
export interface PendingLogin {
  provider: string;
  codeVerifier: string;
  state: string;
  nonce: string;
  returnUrl: string | null;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Discovery documents, fetched once per provider. A failed discovery is forgotten, so the
 * next attempt asks again (the provider may have been down for a moment).
 */
export class OidcClients {
  private readonly configurations = new Map<string, Promise<client.Configuration>>();

  constructor(private readonly redirectUri: string) {}

  private configuration(provider: ExternalProviderConfig) {
    let found = this.configurations.get(provider.name);
    if (!found) {
      const issuer = new URL(provider.issuer);
      // Plain http only for a provider on this machine (development and tests).
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      found = client.discovery(
        issuer,
        provider.clientId,
        undefined,
        client.ClientSecretPost(provider.clientSecret),
        insecure ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      );
      found.catch(() => this.configurations.delete(provider.name));
      this.configurations.set(provider.name, found);
    }
    return found;
  }

  /** The provider's sign-in address for a new attempt, and the secrets to check its answer. */
  async start(provider: ExternalProviderConfig, returnUrl: string | null) {
    const configuration = await this.configuration(provider);
    const pending: PendingLogin = {
      provider: provider.name,
      codeVerifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
      returnUrl,
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url: url.href, pending };
  }

  /** Exchanges the code of the callback for the signed-in person's identity. */
  async finish(
    provider: ExternalProviderConfig,
    pending: PendingLogin,
    callbackUrl: URL,
  ): Promise<ExternalIdentity> {
    const configuration = await this.configuration(provider);
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('The provider sent no ID token.');
    // Some providers put the e-mail only in the UserInfo answer, not in the ID token.
    const claims =
      typeof idToken.email === 'string'
        ? idToken
        : await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
    return {
      subject: idToken.sub,
      email: typeof claims.email === 'string' ? claims.email.trim() : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  }
}
