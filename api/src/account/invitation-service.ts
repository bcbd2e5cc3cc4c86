import { hash } from '@node-rs/argon2';
import { acceptInvitationPage, INVITE_OWN_CLIENT_ONLY } from '@portal/contract';
import type { Db } from '../db/database.js';
import { badRequest, forbidden } from '../http/errors.js';
import { composeMail } from '../mail/compose.js';
import type { Mailer } from './mailer.js';
import { EMAIL_TAKEN, LINK_INVALID } from './recovery-service.js';
import { consumeToken, issueToken } from './tokens.js';
import {
  findUserByEmail,
  findUserById,
  insertContributor,
  setPasswordHash,
} from './user-repository.js';

/** Who is invited, to which client, with which roles, and by whom (for the e-mail). */
export interface Invitation {
  email: string;
  clientId: number | null;
  roles: string[];
  invitedBy: string;
  /**
   * Set for an inviter who is not an admin: a pending invitation is sent again only when the
   * invited person belongs to this client (re-sending voids the earlier link).
   */
  resendsOnlyWithin?: number | null;
}

/**
 * Creates the account of an invited person (no password yet) and e-mails the link that confirms
 * the address and sets the password. Inviting again someone who never accepted sends a new link
 * (the old one stops working); an account in use is never touched.
 */
export async function inviteUser(db: Db, mailer: Mailer, publicUrl: string, input: Invitation) {
  const existing = await findUserByEmail(db, input.email);
  const taken = () => badRequest(EMAIL_TAKEN, { Email: [EMAIL_TAKEN] });
  if (existing && (existing.passwordHash !== '' || existing.emailConfirmed)) throw taken();
  if (
    existing &&
    input.resendsOnlyWithin !== undefined &&
    existing.clientId !== input.resendsOnlyWithin
  ) {
    throw forbidden(INVITE_OWN_CLIENT_ONLY);
  }
  const userId =
    existing?.id ??
    (await insertContributor(db, {
      email: input.email,
      passwordHash: '',
      emailConfirmed: false,
      clientId: input.clientId,
    }));
  // A concurrent invitation of the same address created the account first.
  if (userId === 'taken') throw taken();
  if (!existing) {
    const extra = input.roles.filter((role) => role !== 'Contributor');
    if (extra.length > 0) {
      await db
        .insertInto('user_roles')
        .values(extra.map((role) => ({ user_id: userId, role })))
        .execute();
    }
  }
  const token = await issueToken(db, userId, 'invite');
  const link = `${publicUrl}${acceptInvitationPage(userId, input.email, token)}`;
  await mailer.send(
    composeMail({
      to: input.email,
      subject: 'You are invited to the Lumen Studio portal',
      intro: [`${input.invitedBy} has invited you to the Lumen Studio client portal.`],
      action: { label: 'Choose your password and sign in', url: link },
      outro: ['The link works once and expires in 7 days.'],
    }),
  );
  return { userId, resent: existing !== null };
}

/** Accepts an invitation: confirms the address and sets the first password. */
export async function acceptInvitation(
  db: Db,
  input: { userId: number; token: string; password: string },
) {
  const user = await findUserById(db, input.userId);
  if (!user || user.disabled || !(await consumeToken(db, user.id, 'invite', input.token))) {
    throw badRequest(LINK_INVALID, { '': [LINK_INVALID] });
  }
  await setPasswordHash(db, user.id, await hash(input.password), { confirmEmail: true });
  return user;
}
