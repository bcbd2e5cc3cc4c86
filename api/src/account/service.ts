import { hash, verify } from '@node-rs/argon2';
import type { AuthContext } from '../auth/auth-context.js';
import { findClientRef } from '../clients/repository.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import type { LoginThrottle } from './login-throttle.js';
import { TOO_MANY_ATTEMPTS } from './login-throttle.js';
import { createSession } from './session-repository.js';
import { openChallenge } from './two-factor-service.js';
import { findUserByEmail } from './user-repository.js';

/** Text of the 401 for a wrong e-mail or password. */
export const INVALID_CREDENTIALS = 'Invalid email or password.';

/** The outcome of a correct password: a session, or a second-factor challenge to answer. */
export type SignInResult =
  | { kind: 'session'; token: string; persistent: boolean }
  | { kind: 'two-factor'; challengeToken: string };

/** Checks credentials (throttled per account and per address) and opens a session or a challenge. */
export async function signIn(
  db: Db,
  throttle: LoginThrottle,
  input: {
    email: string;
    password: string;
    rememberMe: boolean;
    address: string;
    returnUrl: string | null;
  },
): Promise<SignInResult> {
  await throttle.refuseIfBlocked(input.email, input.address, TOO_MANY_ATTEMPTS);
  const user = await findUserByEmail(db, input.email);
  // Verify against a dummy hash when the user is unknown, so timing does not reveal accounts.
  dummyHash ??= hash('not the password of anyone');
  const valid = await verify(user?.passwordHash ?? (await dummyHash), input.password).catch(
    () => false,
  );
  if (!user || !valid || user.disabled) {
    await throttle.fail(input.email, input.address);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  await throttle.succeed(input.email);
  if (user.twoFactorEnabled) {
    const challengeToken = await openChallenge(db, user.id, input.rememberMe, input.returnUrl);
    return { kind: 'two-factor', challengeToken };
  }
  const token = await createSession(
    db,
    user.id,
    input.rememberMe,
    user.isShowcase ? null : user.clientId,
  );
  return { kind: 'session', token, persistent: input.rememberMe };
}

let dummyHash: Promise<string> | null = null;

/** GET /api/account/user-state (spec point 3, User state (server)). */
export async function userState(db: Db, auth: AuthContext | null) {
  if (!auth) {
    return {
      isAuthenticated: false,
      user: null,
      originalUserPermissions: {
        hasSecurityOverrides: false,
        isAdmin: false,
        canImpersonate: false,
      },
      impersonationState: {
        isImpersonating: false,
        hasSecurityOverrides: false,
        overrideDescription: '',
      },
      currentClient: null,
      userClaims: [],
    };
  }
  const { original, effective } = auth;
  const client = auth.currentClientId ? await findClientRef(db, auth.currentClientId) : undefined;
  return {
    isAuthenticated: true,
    user: {
      id: String(effective.id),
      userName: effective.userName,
      email: effective.email,
      isAdmin: effective.isAdmin,
      isShowcaseUser: effective.isShowcase,
    },
    originalUserPermissions: {
      hasSecurityOverrides: original.hasSecurityOverrides,
      isAdmin: original.isAdmin,
      canImpersonate: original.canImpersonate || original.isAdmin,
    },
    impersonationState: {
      isImpersonating: auth.isImpersonating,
      hasSecurityOverrides: original.hasSecurityOverrides,
      overrideDescription: original.hasSecurityOverrides
        ? (original.overrideDescription ?? '')
        : '',
    },
    currentClient: client ?? null,
    userClaims: [...auth.permissions, ...effective.roles.map((role) => `role:${role}`)],
  };
}
