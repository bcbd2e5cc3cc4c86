import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`external-login:${body}`).digest('base64url');

/** Packs a value with its expiry and a signature, for a cookie the browser only carries. */
export function seal(secret: string, value: object, lifetimeMs: number): string {
  const body = Buffer.from(JSON.stringify({ value, expiresAt: Date.now() + lifetimeMs })).toString(
    'base64url',
  );
  return `${body}.${sign(secret, body)}`;
}

/** The value of a sealed string, or null when it was altered, is malformed or has expired. */
export function unseal(secret: string, sealed: string | undefined): unknown {
  const [body, signature, extra] = (sealed ?? '').split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { value, expiresAt } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof expiresAt === 'number' && expiresAt > Date.now() ? value : null;
  } catch {
    return null;
  }
}
