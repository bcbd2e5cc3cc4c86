import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOPICS, type UnsubscribeTopic } from '@portal/contract';

/** Who an unsubscribe token speaks for, and what it turns off (a kind, or the digest). */
export interface UnsubscribeSubject {
  userId: number;
  topic: UnsubscribeTopic;
}

/**
 * Signs and reads the e-mailed unsubscribe tokens: `<user id>.<kind>.<HMAC>`, the HMAC keyed by
 * a key derived from the server's secret (HKDF, as share-crypto.ts derives the share keys), so
 * the link works without signing in and a changed user id or topic is refused.
 */
export function unsubscribeTokens(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'portal-mail', 'unsubscribe', 32));
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign({ userId, topic }: UnsubscribeSubject) {
      const payload = `${userId}.${topic}`;
      return `${payload}.${mac(payload)}`;
    },
    /** The token's subject; undefined for anything tampered with, cut short or made up. */
    read(token: string): UnsubscribeSubject | undefined {
      const match = /^(\d{1,15})\.([A-Za-z]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, id, topic, given] = match;
      const expected = Buffer.from(mac(`${id}.${topic}`));
      const actual = Buffer.from(given!);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
      if (!(UNSUBSCRIBE_TOPICS as readonly string[]).includes(topic!)) return undefined;
      return { userId: Number(id), topic: topic as UnsubscribeTopic };
    },
  };
}

/** The unsubscribe tokens of one API. */
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
