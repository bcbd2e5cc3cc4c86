import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { SESSION_COOKIE } from '../http/auth-context.js';
import { parseInput } from '../http/validate.js';
import { rotateXsrf } from '../http/xsrf.js';
import { LoginThrottle } from './login-throttle.js';
import { LoginSchema, localPath } from './schema.js';
import { deleteSession } from './session-repository.js';
import { setSessionCookie } from './session-cookie.js';
import { setChallengeCookie, TWO_FACTOR_PAGE } from './two-factor-routes.js';
import { signIn, userState } from './service.js';

/** Account endpoints of spec point 7 that the foundation needs. */
export function accountRoutes(app: FastifyInstance, db: Db, config: ApiConfig) {
  const throttle = new LoginThrottle();
  const secure = config.production;

  app.get('/api/account/user-state', async (request) => userState(db, request.auth));

  app.post('/api/account/login', async (request, reply) => {
    const input = parseInput(LoginSchema, request.body, { email: 'Email', password: 'Password' });
    const returnUrl = localPath(input.returnUrl);
    const result = await signIn(db, throttle, { ...input, returnUrl, address: request.ip });
    if (result.kind === 'two-factor') {
      // The password was right; the session opens once the e-mailed code is verified.
      setChallengeCookie(reply, result.challengeToken, config);
      return {
        success: true,
        message: 'Enter the code we e-mail you to finish signing in.',
        redirectUrl: TWO_FACTOR_PAGE,
      };
    }
    setSessionCookie(reply, result.token, result.persistent, secure);
    rotateXsrf(reply, config.secret, secure);
    return { success: true, message: '', redirectUrl: returnUrl };
  });

  app.post('/api/account/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    rotateXsrf(reply, config.secret, secure);
    return { success: true };
  });
}
