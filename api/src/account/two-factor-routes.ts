import { accountEndpoints } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { Auth } from '../http/auth-rules.js';
import { forbidden } from '../http/errors.js';
import { route } from '../http/route.js';
import { rotateXsrf } from '../http/xsrf.js';
import type { Mailer } from './mailer.js';
import { setSessionCookie } from './session-cookie.js';
import { LoginThrottle } from './login-throttle.js';
import { CODE_LIMITS, SEND_LIMITS, sendCode, verifyCode } from './two-factor-service.js';

/** HttpOnly cookie of a sign-in waiting for its code (sent to /api/account only). */
export const TWO_FACTOR_COOKIE = 'portal.2fa';

/** Hands the browser the HttpOnly cookie of a sign-in that waits for its code. */
export function setChallengeCookie(reply: FastifyReply, token: string, config: ApiConfig) {
  reply.setCookie(TWO_FACTOR_COOKIE, token, {
    path: '/api/account',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.production,
  });
}

/** Second factor by e-mailed code: send, verify, and turning it on or off for oneself. */
export async function twoFactorRoutes(
  app: FastifyInstance,
  { db, config, mailer }: { db: Db; config: ApiConfig; mailer: Mailer },
) {
  const throttles = {
    codes: new LoginThrottle(CODE_LIMITS),
    sends: new LoginThrottle(SEND_LIMITS),
  };
  route(app, accountEndpoints.sendTwoFactorCode, Auth.public, async ({ request }) => {
    await sendCode(db, mailer, throttles, {
      token: request.cookies[TWO_FACTOR_COOKIE],
      address: request.ip,
    });
    return { success: true, message: 'We have e-mailed you a sign-in code.' };
  });

  route(
    app,
    accountEndpoints.verifyTwoFactorCode,
    Auth.public,
    async ({ body, request, reply }) => {
      const result = await verifyCode(db, throttles, {
        token: request.cookies[TWO_FACTOR_COOKIE],
        code: body.code,
        address: request.ip,
      });
      reply.clearCookie(TWO_FACTOR_COOKIE, { path: '/api/account' });
      setSessionCookie(reply, result.session, result.persistent, config.production);
      rotateXsrf(reply, config.secret, config.production);
      return { success: true, message: '', redirectUrl: result.returnUrl };
    },
  );

  route(app, accountEndpoints.twoFactorSetting, Auth.signedIn, ({ auth }) => ({
    enabled: auth.original.twoFactorEnabled,
  }));

  route(app, accountEndpoints.changeTwoFactorSetting, Auth.signedIn, async ({ auth, body }) => {
    // A security setting follows the person at the keyboard, never an impersonated account.
    if (auth.original.id !== auth.effective.id) throw forbidden('Not while impersonating.');
    const { enabled } = body;
    await db
      .updateTable('users')
      .set({ two_factor_enabled: enabled ? 1 : 0 })
      .where('id', '=', auth.original.id)
      .execute();
    return { enabled };
  });
}
