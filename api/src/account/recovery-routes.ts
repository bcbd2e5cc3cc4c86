import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { parseInput } from '../http/validate.js';
import { rotateXsrf } from '../http/xsrf.js';
import { acceptInvitation } from './invitation-service.js';
import type { Mailer } from './mailer.js';
import { confirmEmail, register, requestPasswordReset, resetPassword } from './recovery-service.js';
import {
  ACCOUNT_FIELDS,
  ConfirmEmailSchema,
  ConfirmEmailSetPasswordSchema,
  ForgotPasswordSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from './schema.js';
import { setSessionCookie } from './session-cookie.js';
import { createSession } from './session-repository.js';

/** Text of the answer to every forgot-password request (no account enumeration). */
export const RESET_REQUESTED =
  'If an account exists for that address, we have sent a link to reset the password.';

/** Registration, e-mail confirmation, invitations and password reset (spec point 7, Account). */
export function recoveryRoutes(app: FastifyInstance, db: Db, config: ApiConfig, mailer: Mailer) {
  const signInAs = async (reply: FastifyReply, userId: number, clientId: number | null = null) => {
    const session = await createSession(db, userId, false, clientId);
    setSessionCookie(reply, session, false, config.production);
    rotateXsrf(reply, config.secret, config.production);
  };

  app.post('/api/account/register', async (request, reply) => {
    const input = parseInput(RegisterSchema, request.body, ACCOUNT_FIELDS);
    const userId = await register(db, mailer, config.publicUrl, input);
    await signInAs(reply, userId);
    return {
      success: true,
      message: 'Your account is ready. We have e-mailed you a link to confirm your address.',
      redirectUrl: null,
    };
  });

  app.post('/api/account/confirm-email', async (request) => {
    const input = parseInput(ConfirmEmailSchema, request.body, ACCOUNT_FIELDS);
    await confirmEmail(db, input.userId, input.token);
    return { success: true, message: 'Your e-mail address is confirmed.' };
  });

  app.post('/api/account/confirm-email-set-password', async (request, reply) => {
    const input = parseInput(ConfirmEmailSetPasswordSchema, request.body, ACCOUNT_FIELDS);
    const user = await acceptInvitation(db, input);
    await signInAs(reply, user.id, user.isShowcase ? null : user.clientId);
    return { success: true, message: 'Welcome! Your password is set.', redirectUrl: '/projects' };
  });

  app.post('/api/account/forgot-password', async (request) => {
    const { email } = parseInput(ForgotPasswordSchema, request.body, ACCOUNT_FIELDS);
    await requestPasswordReset(db, mailer, config.publicUrl, email);
    return { success: true, message: RESET_REQUESTED };
  });

  app.post('/api/account/reset-password', async (request) => {
    const input = parseInput(ResetPasswordSchema, request.body, ACCOUNT_FIELDS);
    await resetPassword(db, input);
    return { success: true, message: 'Your password has been changed. Please sign in.' };
  });
}
