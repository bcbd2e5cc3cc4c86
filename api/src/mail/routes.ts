import {
  MAIL_DEFAULTS,
  MAIL_KINDS,
  MAIL_MESSAGES,
  mailEndpoints,
  type MailDelivery,
  type MailKind,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { findUserById } from '../account/user-repository.js';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { route } from '../http/route.js';
import { choosePreferences, preferencesOf } from './preferences.js';
import type { UnsubscribeSubject, UnsubscribeTokens } from './unsubscribe-token.js';

/**
 * The caller's own e-mail settings (always the effective user's: no route names another), and
 * the e-mailed unsubscribe, which needs no session: its token is signed for a person and a kind.
 */
export async function mailRoutes(
  app: FastifyInstance,
  { db, tokens }: { db: Db; tokens: UnsubscribeTokens },
) {
  // RFC 8058: mail programs POST `List-Unsubscribe=One-Click` as a form (this plugin only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  route(app, mailEndpoints.preferences, Auth.signedIn, async ({ auth }) => ({
    preferences: await preferencesOf(db, auth.effective.id),
  }));

  route(app, mailEndpoints.changePreferences, Auth.signedIn, async ({ auth, body }) => {
    await choosePreferences(db, auth.effective.id, body.preferences);
    return { preferences: await preferencesOf(db, auth.effective.id) };
  });

  /** The token's subject, or the 400 that says it was tampered with (nothing changes). */
  const subjectOf = (token: string) => {
    const subject = tokens.read(token);
    if (!subject) throw badRequest(MAIL_MESSAGES.invalidToken);
    return subject;
  };

  /** The token's subject and its person: one since deleted is as a tampered token. */
  const personOf = async (token: string) => {
    const subject = subjectOf(token);
    const user = await findUserById(db, subject.userId);
    if (!user) throw badRequest(MAIL_MESSAGES.invalidToken);
    return { subject, user };
  };

  // A GET changes nothing: mail scanners open every link of a message.
  route(app, mailEndpoints.unsubscribeInfo, Auth.public, async ({ query }) => {
    const { subject, user } = await personOf(query.token);
    const toStop = await kindsToStop(db, subject);
    const delivery = await preferencesOf(db, subject.userId);
    const stopped = Object.keys(toStop).every(
      (kind) => delivery.find((each) => each.kind === kind)?.delivery === 'off',
    );
    return { topic: subject.topic, email: user.email, stopped };
  });

  route(app, mailEndpoints.unsubscribe, Auth.public, async ({ query }) => {
    const { subject } = await personOf(query.token);
    await choosePreferences(db, subject.userId, await kindsToStop(db, subject));
    return { topic: subject.topic, message: MAIL_MESSAGES.unsubscribed(subject.topic) };
  });
}

/** A kind: that kind off. The digest: every kind that comes in it (chosen or by default) off. */
async function kindsToStop(db: Db, { userId, topic }: UnsubscribeSubject) {
  if (topic !== 'digest') return { [topic]: 'off' } as Record<MailKind, MailDelivery>;
  const chosen = await preferencesOf(db, userId);
  const inDigest = MAIL_KINDS.filter(
    (kind) => (chosen.find((p) => p.kind === kind)?.delivery ?? MAIL_DEFAULTS[kind]) === 'digest',
  );
  return Object.fromEntries(inDigest.map((kind) => [kind, 'off'])) as Record<
    MailKind,
    MailDelivery
  >;
}
