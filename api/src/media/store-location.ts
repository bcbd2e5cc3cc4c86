import { isSafeKey } from './file-store.js';

/** S3's smallest part but the last (5 MiB): a file of several chunks is cut no finer there. */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;

/** A bucket and the prefix of every key the portal keeps in it ('' or ending in '/'). */
export interface S3Location {
  bucket: string;
  prefix: string;
}

/**
 * The bucket and prefix of `MEDIA_STORE_URL` (`s3://<bucket>[/<prefix>]`); throws a message
 * naming the variable for anything else.
 */
export function s3LocationOf(url: string): S3Location {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url.trim());
  if (!match) {
    throw new Error(`MEDIA_STORE_URL must be s3://<bucket>[/<prefix>], not ${JSON.stringify(url)}`);
  }
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

/** The object key of a media key at a location (its prefix before it); throws for a bad key. */
export function objectKeyOf({ prefix }: S3Location, key: string) {
  if (!isSafeKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return prefix + key;
}
