import { accountEndpoints, PAGES, RESET_REQUESTED_MESSAGE } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { RateLimitStore } from '../rate-limits/store.js';
import { route } from '../http/route.js';
import { afterAnswer } from './after-answer.js';
import { startSessionCookie } from './cookies.js';
import { acceptInvitation } from './invitation-service.js';
import type { Mailer } from './mailer.js';
import {
  RateLimiter,
  REGISTRATION_LIMITS,
  RESET_REQUEST_LIMITS,
  TOO_MANY_REGISTRATIONS,
  TOO_MANY_RESET_REQUESTS,
} from './rate-limit.js';
import { confirmEmail, register, requestPasswordReset, resetPassword } from './recovery-service.js';
import { localPath } from './local-path.js';
import { createSession } from './session-repository.js';

/** Registration, e-mail confirmation, invitations and password reset (spec point 7, Account). */
export async function recoveryRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    mailer,
    rateLimits,
  }: { db: Db; config: ApiConfig; mailer: Mailer; rateLimits: RateLimitStore },
) {
  const limits = {
    registrations: new RateLimiter(
      rateLimits,
      'registrations',
      REGISTRATION_LIMITS,
      TOO_MANY_REGISTRATIONS,
    ),
    resetRequests: new RateLimiter(
      rateLimits,
      'reset-requests',
      RESET_REQUEST_LIMITS,
      TOO_MANY_RESET_REQUESTS,
    ),
  };
  const signInAs = async (reply: FastifyReply, userId: number, clientId: number | null = null) => {
    const session = await createSession(db, userId, false, clientId);
    startSessionCookie(reply, session, false, config);
  };

  // Signed in at once, as spec point 4 asks; until the address is confirmed the account is a
  // Contributor without a client, and no external identity is linked to it by its address.
  route(app, accountEndpoints.register, Auth.public, async ({ body, request, reply }) => {
    await limits.registrations.take(body.email, request.ip);
    const { userId, sendConfirmation } = await register(db, mailer, config.publicUrl, body);
    afterAnswer(request, reply, 'Confirmation e-mail', sendConfirmation);
    await signInAs(reply, userId);
    return {
      success: true,
      message: 'Your account is ready. We have e-mailed you a link to confirm your address.',
      // The server's verdict on where to go is final (spec point 4): a local path or nothing.
      redirectUrl: localPath(body.returnUrl),
    };
  });

  route(app, accountEndpoints.confirmEmail, Auth.public, async ({ body }) => {
    await confirmEmail(db, body.userId, body.token);
    return { success: true, message: 'Your e-mail address is confirmed.' };
  });

  route(app, accountEndpoints.confirmEmailSetPassword, Auth.public, async ({ body, reply }) => {
    const user = await acceptInvitation(db, body);
    await signInAs(reply, user.id, user.isShowcase ? null : user.clientId);
    return {
      success: true,
      message: 'Welcome! Your password is set.',
      redirectUrl: PAGES.projects,
    };
  });

  // Counted whether or not the address has an account; the e-mail goes out after the answer.
  route(app, accountEndpoints.forgotPassword, Auth.public, async ({ body, request, reply }) => {
    await limits.resetRequests.take(body.email, request.ip);
    afterAnswer(request, reply, 'Password reset e-mail', () =>
      requestPasswordReset(db, mailer, config.publicUrl, body.email),
    );
    return { success: true, message: RESET_REQUESTED_MESSAGE };
  });

  route(app, accountEndpoints.resetPassword, Auth.public, async ({ body }) => {
    await resetPassword(db, body);
    return { success: true, message: 'Your password has been changed. Please sign in.' };
  });
}
