import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The server's keys for share links, derived from its secret: one seals tokens (AES-256-GCM) so
 * the project's managers can copy a link again, the other signs a visit's cookie.
 */
export function shareKeys(secret: string) {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', secret, 'portal-share-links', purpose, 32));
  const sealKey = derive('seal');
  const visitKey = derive('visit');
  return {
    seal(token: string) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    unseal(value: string) {
      const bytes = Buffer.from(value, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    },
    /** The signature of a visit's state for one link. */
    visitMac(linkId: number, state: string) {
      return createHmac('sha256', visitKey).update(`${linkId}:${state}`).digest('base64url');
    },
  };
}

/** The share keys of one API. */
export type ShareKeys = ReturnType<typeof shareKeys>;
