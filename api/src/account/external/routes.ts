import { accountEndpoints, externalLoginErrorPage, PAGES } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { Auth } from '../../auth/auth-rules.js';
import type { ApiConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import { localPath } from '../local-path.js';
import { setChallengeCookie, startSessionCookie } from '../cookies.js';
import { createSession } from '../session-repository.js';
import { openChallenge } from '../two-factor-service.js';
import { ExternalLoginError, userForExternalIdentity } from './external-login-service.js';
import { OidcClients, type PendingLogin } from './oidc-client.js';
import { seal, unseal } from './sealed-value.js';

/** HttpOnly cookie carrying one attempt's PKCE verifier, state and nonce to the callback. */
const PENDING_COOKIE = 'portal.external';
const CALLBACK_PATH = accountEndpoints.externalLoginCallback.path;
/** A person has this long to finish signing in at the provider. */
const PENDING_MS = 10 * 60 * 1000;

/** Texts of failed external sign-ins. */
export const UNKNOWN_PROVIDER = 'That sign-in service is not offered here.';
export const PROVIDER_UNREACHABLE = (name: string) =>
  `${name} is not reachable right now. Please try again later, or log in with your password.`;
export const SIGN_IN_CANCELLED = (name: string) => `Signing in with ${name} was cancelled.`;
export const SIGN_IN_EXPIRED = 'The sign-in took too long or was interrupted. Please try again.';
export const SIGN_IN_FAILED = (name: string) =>
  `Signing in with ${name} did not work. Please try again.`;

const PendingSchema = v.object({
  provider: v.string(),
  codeVerifier: v.string(),
  state: v.string(),
  nonce: v.string(),
  returnUrl: v.nullable(v.string()),
});

/** GET external-providers, the challenge (a page navigation) and the provider's callback. */
export async function externalLoginRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: ApiConfig },
) {
  const clients = new OidcClients(`${config.publicUrl}${CALLBACK_PATH}`);
  const providerNamed = (name: string) =>
    config.externalProviders.find((p) => p.name.toLowerCase() === name.toLowerCase());
  const cookieOptions = {
    path: CALLBACK_PATH,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation from another site.
    sameSite: 'lax' as const,
    secure: config.production,
  };
  const failTo = (reply: FastifyReply, message: string) =>
    reply.redirect(externalLoginErrorPage(message), 303);

  route(app, accountEndpoints.externalProviders, Auth.public, () =>
    config.externalProviders.map(({ name, displayName }) => ({ name, displayName })),
  );

  route(
    app,
    accountEndpoints.externalLoginChallenge,
    Auth.public,
    async ({ query, request, reply }) => {
      const provider = providerNamed(query.provider);
      if (!provider) return failTo(reply, UNKNOWN_PROVIDER);
      try {
        const { url, pending } = await clients.start(provider, localPath(query.returnUrl));
        reply.setCookie(PENDING_COOKIE, seal(config.secret, pending, PENDING_MS), cookieOptions);
        return reply.redirect(url, 303);
      } catch (error) {
        request.log.warn({ err: error, provider: provider.name }, 'OpenID discovery failed');
        return failTo(reply, PROVIDER_UNREACHABLE(provider.displayName));
      }
    },
  );

  route(app, accountEndpoints.externalLoginCallback, Auth.public, async ({ request, reply }) => {
    const parsed = v.safeParse(
      PendingSchema,
      unseal(config.secret, request.cookies[PENDING_COOKIE]),
    );
    reply.clearCookie(PENDING_COOKIE, { path: CALLBACK_PATH });
    const pending: PendingLogin | null = parsed.success ? parsed.output : null;
    const provider = pending && providerNamed(pending.provider);
    if (!pending || !provider) return failTo(reply, SIGN_IN_EXPIRED);
    const params = new URLSearchParams(request.url.split('?')[1] ?? '');
    if (params.get('error') === 'access_denied')
      return failTo(reply, SIGN_IN_CANCELLED(provider.displayName));
    try {
      const identity = await clients.finish(
        provider,
        pending,
        new URL(request.url, config.publicUrl),
      );
      const user = await userForExternalIdentity(db, provider, identity);
      if (user.twoFactorEnabled) {
        setChallengeCookie(
          reply,
          await openChallenge(db, user.id, false, pending.returnUrl),
          config,
        );
        return reply.redirect(PAGES.twoFactor, 303);
      }
      const session = await createSession(
        db,
        user.id,
        false,
        user.isShowcase ? null : user.clientId,
      );
      startSessionCookie(reply, session, false, config);
      return reply.redirect(localPath(pending.returnUrl) ?? '/', 303);
    } catch (error) {
      if (error instanceof ExternalLoginError) return failTo(reply, error.message);
      request.log.warn({ err: error, provider: provider.name }, 'External sign-in failed');
      return failTo(reply, SIGN_IN_FAILED(provider.displayName));
    }
  });
}
