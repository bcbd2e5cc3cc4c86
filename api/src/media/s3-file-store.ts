import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { diskFileStore, isDemoKey, isSafeKey, type FileStore } from './file-store.js';
import type { S3Location } from './store-location.js';

/**
 * An S3 client configured from the AWS SDK's own variables (AWS_ENDPOINT_URL, AWS_REGION, the
 * keys). Path-style addresses, which every S3 server answers (a bucket's host name needs DNS),
 * and checksums only where S3 requires them: a streamed body is otherwise sent `aws-chunked`
 * with a trailing checksum, which Ceph's gateway refuses (411).
 */
export function s3ClientFromEnvironment() {
  return new S3Client({
    forcePathStyle: true,
    region: process.env.AWS_REGION || 'us-east-1',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Whether S3 answered that the object, or the multipart upload, is not there. */
export const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    ['NoSuchKey', 'NoSuchUpload', 'NotFound'].includes(error.name));

/** Largest part `moveIn` sends (S3 takes 5 MiB to 5 GiB; 10,000 parts at most). */
const PART_BYTES = 64 * 1024 * 1024;

/**
 * The file store in an S3 bucket (issue 49): the same keys under the location's prefix. The demo
 * seed's keys (`demo/`) stay the package's read-only files, as on disk, so a fresh database on
 * an empty bucket shows the demo. Readers that need a path get a scratch copy under `scratchDir`
 * (the system's temporary folder by default), removed once they are done.
 */
export function s3FileStore(
  client: S3Client,
  { bucket, prefix }: S3Location,
  { scratchDir = os.tmpdir() }: { scratchDir?: string } = {},
): FileStore {
  const demo = diskFileStore(scratchDir);
  const objectKey = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
    return prefix + key;
  };
  const writable = (key: string) => {
    if (isDemoKey(key)) throw new Error(`The demo seed's files are read-only: ${key}`);
    return objectKey(key);
  };

  const store: FileStore = {
    async stat(key) {
      if (isDemoKey(key)) return demo.stat(key);
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return {
          size: head.ContentLength ?? 0,
          modified: head.LastModified ?? new Date(0),
          ...(head.ETag && { etag: head.ETag }),
        };
      } catch (error) {
        if (isNotFound(error) || !isSafeKey(key)) return null;
        throw error;
      }
    },
    async open(key, range) {
      if (isDemoKey(key)) return demo.open(key, range);
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          ...(range && { Range: `bytes=${range.start}-${range.end}` }),
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`No body for ${key}`);
      return answer.Body;
    },
    async withLocalFile(key, read) {
      if (isDemoKey(key)) return demo.withLocalFile(key, read);
      const folder = await fs.mkdtemp(path.join(scratchDir, 'portal-s3-'));
      try {
        // The key's own name: some readers go by the extension.
        const file = path.join(folder, path.basename(key));
        await pipeline(await store.open(key), createWriteStream(file));
        return await read(file);
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    },
    async write(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: writable(key), Body: bytes }));
    },
    async moveIn(key, localPath) {
      // One object appears whole when the upload completes (multipart past one part).
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: writable(key), Body: createReadStream(localPath) },
        partSize: PART_BYTES,
        queueSize: 2,
      });
      await upload.done();
      await fs.rm(localPath, { force: true });
    },
    async removeFolder(folder) {
      const start = `${writable(folder)}/`;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: start, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((each) => (each.Key ? [{ Key: each.Key }] : []));
        if (keys.length > 0) {
          await client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
          );
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: writable(key) }));
    },
    async *list(start = '') {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix + start,
            ContinuationToken: token,
          }),
        );
        for (const each of page.Contents ?? []) {
          const key = each.Key?.slice(prefix.length) ?? '';
          // A folder marker, or a key the portal would never name (a hand-made upload).
          if (!isSafeKey(key) || isDemoKey(key)) continue;
          yield {
            key,
            size: each.Size ?? 0,
            modified: each.LastModified ?? new Date(0),
            ...(each.ETag && { etag: each.ETag }),
          };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
  return store;
}
