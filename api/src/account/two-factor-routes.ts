import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { requireUser } from '../http/auth-context.js';
import { forbidden } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { rotateXsrf } from '../http/xsrf.js';
import type { Mailer } from './mailer.js';
import { setSessionCookie } from './session-cookie.js';
import { LoginThrottle } from './login-throttle.js';
import { CODE_LIMITS, SEND_LIMITS, sendCode, verifyCode } from './two-factor-service.js';

/** HttpOnly cookie of a sign-in waiting for its code (sent to /api/account only). */
export const TWO_FACTOR_COOKIE = 'portal.2fa';
/** The page where the code is entered. */
export const TWO_FACTOR_PAGE = '/account/two-factor';

/** Hands the browser the HttpOnly cookie of a sign-in that waits for its code. */
export function setChallengeCookie(reply: FastifyReply, token: string, config: ApiConfig) {
  reply.setCookie(TWO_FACTOR_COOKIE, token, {
    path: '/api/account',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.production,
  });
}

const CODE_FORMAT = 'Enter the 6-digit code from the e-mail.';
const VerifySchema = v.object({
  code: v.pipe(v.string(CODE_FORMAT), v.trim(), v.regex(/^\d{6}$/, CODE_FORMAT)),
});
const ToggleSchema = v.object({ enabled: v.boolean('enabled must be true or false.') });

/** Second factor by e-mailed code: send, verify, and turning it on or off for oneself. */
export function twoFactorRoutes(app: FastifyInstance, db: Db, config: ApiConfig, mailer: Mailer) {
  const throttles = {
    codes: new LoginThrottle(CODE_LIMITS),
    sends: new LoginThrottle(SEND_LIMITS),
  };
  app.post('/api/account/send-2fa-code', async (request) => {
    await sendCode(db, mailer, throttles, {
      token: request.cookies[TWO_FACTOR_COOKIE],
      address: request.ip,
    });
    return { success: true, message: 'We have e-mailed you a sign-in code.' };
  });

  app.post('/api/account/verify-2fa-code', async (request, reply) => {
    const { code } = parseInput(VerifySchema, request.body, { code: 'Code' });
    const result = await verifyCode(db, throttles, {
      token: request.cookies[TWO_FACTOR_COOKIE],
      code,
      address: request.ip,
    });
    reply.clearCookie(TWO_FACTOR_COOKIE, { path: '/api/account' });
    setSessionCookie(reply, result.session, result.persistent, config.production);
    rotateXsrf(reply, config.secret, config.production);
    return { success: true, message: '', redirectUrl: result.returnUrl };
  });

  app.get('/api/account/two-factor', async (request) => ({
    enabled: requireUser(request).original.twoFactorEnabled,
  }));

  app.put('/api/account/two-factor', async (request) => {
    const auth = requireUser(request);
    // A security setting follows the person at the keyboard, never an impersonated account.
    if (auth.original.id !== auth.effective.id) throw forbidden('Not while impersonating.');
    const { enabled } = parseInput(ToggleSchema, request.body);
    await db
      .updateTable('users')
      .set({ two_factor_enabled: enabled ? 1 : 0 })
      .where('id', '=', auth.original.id)
      .execute();
    return { enabled };
  });
}
