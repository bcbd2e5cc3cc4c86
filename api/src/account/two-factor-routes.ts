import { accountEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { RateLimitStore } from '../rate-limits/store.js';
import { forbidden } from '../http/errors.js';
import { route } from '../http/route.js';
import { challengeTokenOf, clearChallengeCookie, startSessionCookie } from './cookies.js';
import type { Mailer } from './mailer.js';
import { LoginThrottle } from './login-throttle.js';
import { deleteOtherSessions } from './session-repository.js';
import { CODE_LIMITS, SEND_LIMITS, sendCode, verifyCode } from './two-factor-service.js';
import { setTwoFactorEnabled } from './user-repository.js';

/** Second factor by e-mailed code: send, verify, and turning it on or off for oneself. */
export async function twoFactorRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    mailer,
    rateLimits,
  }: { db: Db; config: ApiConfig; mailer: Mailer; rateLimits: RateLimitStore },
) {
  const throttles = {
    codes: new LoginThrottle(rateLimits, 'two-factor-codes', CODE_LIMITS),
    sends: new LoginThrottle(rateLimits, 'two-factor-sends', SEND_LIMITS),
  };
  route(app, accountEndpoints.sendTwoFactorCode, Auth.public, async ({ request }) => {
    await sendCode(db, mailer, throttles, {
      token: challengeTokenOf(request.cookies),
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
        token: challengeTokenOf(request.cookies),
        code: body.code,
        address: request.ip,
      });
      clearChallengeCookie(reply);
      startSessionCookie(reply, result.session, result.persistent, config);
      return { success: true, message: '', redirectUrl: result.returnUrl };
    },
  );

  route(app, accountEndpoints.twoFactorSetting, Auth.signedIn, ({ auth }) => ({
    enabled: auth.original.twoFactorEnabled,
  }));

  route(app, accountEndpoints.changeTwoFactorSetting, Auth.signedIn, async ({ auth, body }) => {
    // A security setting follows the person at the keyboard, never an impersonated account.
    if (auth.original.id !== auth.effective.id) throw forbidden('Not while impersonating.');
    await setTwoFactorEnabled(db, auth.original.id, body.enabled);
    // Sessions opened with the password alone end when it stops being enough (this one stays).
    if (body.enabled && !auth.original.twoFactorEnabled) {
      await deleteOtherSessions(db, auth.original.id, auth.sessionId);
    }
    return { enabled: body.enabled };
  });
}
