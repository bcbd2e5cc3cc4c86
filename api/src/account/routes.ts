import { accountEndpoints, PAGES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { RateLimitStore } from '../rate-limits/store.js';
import { route } from '../http/route.js';
import {
  endSessionCookie,
  sessionTokenOf,
  setChallengeCookie,
  startSessionCookie,
} from './cookies.js';
import { LoginThrottle } from './login-throttle.js';
import { localPath } from './local-path.js';
import { deleteSession } from './session-repository.js';
import { signIn, userState } from './service.js';

/** Sign-in, sign-out and the user state (spec point 7, Account). */
export async function accountRoutes(
  app: FastifyInstance,
  { db, config, rateLimits }: { db: Db; config: ApiConfig; rateLimits: RateLimitStore },
) {
  const throttle = new LoginThrottle(rateLimits, 'sign-in');

  route(app, accountEndpoints.userState, Auth.public, ({ auth }) => userState(db, auth));

  route(app, accountEndpoints.login, Auth.public, async ({ body, request, reply }) => {
    const returnUrl = localPath(body.returnUrl);
    const result = await signIn(db, throttle, { ...body, returnUrl, address: request.ip });
    if (result.kind === 'two-factor') {
      // The password was right; the session opens once the e-mailed code is verified.
      setChallengeCookie(reply, result.challengeToken, config);
      return {
        success: true,
        message: 'Enter the code we e-mail you to finish signing in.',
        redirectUrl: PAGES.twoFactor,
      };
    }
    startSessionCookie(reply, result.token, result.persistent, config);
    return { success: true, message: '', redirectUrl: returnUrl };
  });

  route(app, accountEndpoints.logout, Auth.public, async ({ request, reply }) => {
    const token = sessionTokenOf(request.cookies);
    if (token) await deleteSession(db, token);
    endSessionCookie(reply, config);
    return { success: true };
  });
}
