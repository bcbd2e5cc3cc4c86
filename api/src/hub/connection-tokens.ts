import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a genuine, unexpired connection token says. */
export interface TokenClaim {
  connectionId: string;
  userId: number;
  /** The issuing process's clock (ms): a session change heard after this voids the token. */
  issuedAt: number;
  expiresAt: number;
  /** Names the session that negotiated without revealing its id (see `sessionTag`). */
  sessionTag: string;
}

const ID = /^[A-Za-z0-9_-]{22}$/;
const NUMBER = /^\d{1,16}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

/**
 * Self-contained connection tokens: any API process that shares the secret verifies one, so a
 * negotiate answered by one process and the WebSocket taken by another work without sticky
 * sessions. A token is `connectionId.userId.issuedAt.expiresAt.sessionTag.mac`, where the MAC is
 * HMAC-SHA256 over the rest with a key derived from the API's secret. Single use is kept apart
 * (`token-claims.ts`); whether the session still acts as `userId` is checked at the socket.
 */
export class ConnectionTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    /** How long a token may wait for its socket. */
    private readonly ttlMs: number,
  ) {
    // A key of its own: no other value signed with the secret (anti-forgery tokens) can pass.
    this.key = createHmac('sha256', secret).update('portal hub connection tokens').digest();
  }

  /** A new connection id and its token, for the user the session acts as now. */
  issue(userId: number, sessionId: string, now: number) {
    const connectionId = randomBytes(16).toString('base64url');
    const body = [connectionId, userId, now, now + this.ttlMs, this.sessionTag(sessionId)].join(
      '.',
    );
    return { connectionId, connectionToken: `${body}.${this.mac(body)}` };
  }

  /** What the token says, or null when it is malformed, forged or expired. */
  read(token: string, now: number): TokenClaim | null {
    const parts = token.split('.');
    if (parts.length !== 6) return null;
    const [connectionId, userId, issuedAt, expiresAt, sessionTag, mac] = parts as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const wellFormed =
      ID.test(connectionId) &&
      [userId, issuedAt, expiresAt].every((part) => NUMBER.test(part)) &&
      ID.test(sessionTag) &&
      MAC.test(mac);
    if (!wellFormed) return null;
    const expected = Buffer.from(this.mac(parts.slice(0, 5).join('.')));
    if (!timingSafeEqual(expected, Buffer.from(mac))) return null;
    const claim = {
      connectionId,
      userId: Number(userId),
      issuedAt: Number(issuedAt),
      expiresAt: Number(expiresAt),
      sessionTag,
    };
    return now > claim.expiresAt ? null : claim;
  }

  /**
   * The session's mark in a token. Session ids are the stored SHA-256 of the cookie; a token
   * travels in URLs (and so in logs), so it carries a keyed digest of the id instead.
   */
  sessionTag(sessionId: string) {
    return this.digest(`session|${sessionId}`).subarray(0, 16).toString('base64url');
  }

  private mac(body: string) {
    return this.digest(`token|${body}`).toString('base64url');
  }

  private digest(value: string) {
    return createHmac('sha256', this.key).update(value).digest();
  }
}
