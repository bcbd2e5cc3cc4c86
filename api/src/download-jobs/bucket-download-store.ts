import { finished } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { FileStore } from '../media/file-store.js';
import type { S3Location } from '../media/store-location.js';
import { isJobId, type DownloadStore, type StoredDownload } from './download-store.js';
import { PartsWriter } from './parts-writer.js';

/** The media store's folder of the download jobs' zips, in a bucket. */
const ARCHIVE_FOLDER = 'downloads/';
const ARCHIVE_KEY = /^downloads\/([1-9]\d*)\.zip$/;

/** The media store key of a job's zip in a bucket (`downloads/<id>.zip`). */
export const archiveKeyOf = (jobId: number) => {
  if (!isJobId(jobId)) throw new Error(`Not a job id: ${jobId}`);
  return `${ARCHIVE_FOLDER}${jobId}.zip`;
};

/** The job whose zip a media store key is, if it is one. */
const jobIdOf = (key: string) => {
  const id = Number(ARCHIVE_KEY.exec(key)?.[1]);
  return isJobId(id) ? id : undefined;
};

/**
 * The download store in the media store's bucket (MEDIA_STORE_URL): each zip is the object
 * `downloads/<id>.zip` under the media prefix, streamed there as a multipart upload while it is
 * packed (nothing of it on this machine's disk) and completed on commit, so it appears whole;
 * a discard aborts it, and the uploads never completed are the partial writes. It is read
 * through the media store (`files`, the same bucket), by byte ranges.
 */
export function bucketDownloadStore(
  files: FileStore,
  client: S3Client,
  { bucket, prefix }: S3Location,
): DownloadStore {
  const objectKeyOf = (jobId: number) => prefix + archiveKeyOf(jobId);
  const quietly = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      () => undefined,
    );

  /** The multipart uploads not completed under `start` (a job's key, or the whole folder). */
  async function* unfinished(start: string) {
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await client.send(
        new ListMultipartUploadsCommand({
          Bucket: bucket,
          Prefix: start,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (upload.Key && upload.UploadId) yield { key: upload.Key, uploadId: upload.UploadId };
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
  }

  const abort = (key: string, uploadId: string) =>
    client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));

  return {
    async write(jobId) {
      const key = objectKeyOf(jobId);
      const { UploadId: uploadId } = await client.send(
        new CreateMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          ContentType: 'application/zip',
        }),
      );
      if (!uploadId) throw new Error(`No multipart upload for ${key}`);
      const stream = new PartsWriter(async (number, body) => {
        const part = await client.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber: number,
            Body: body,
          }),
        );
        return part.ETag;
      });
      return {
        stream,
        async commit() {
          await finished(stream);
          await client.send(
            new CompleteMultipartUploadCommand({
              Bucket: bucket,
              Key: key,
              UploadId: uploadId,
              MultipartUpload: { Parts: stream.parts },
            }),
          );
          return stream.bytes;
        },
        async discard() {
          stream.destroy();
          await quietly(abort(key, uploadId));
        },
      };
    },

    async open(jobId) {
      const key = archiveKeyOf(jobId);
      const info = await files.stat(key);
      // Gone between the two calls: as if it never was.
      const stream = info && (await files.open(key).catch(() => null));
      return stream ? { size: info.size, stream } : null;
    },

    async remove(jobId, only) {
      if (only !== 'partial') await quietly(files.remove(archiveKeyOf(jobId)));
      if (only === 'zip') return;
      await quietly(
        (async () => {
          for await (const upload of unfinished(objectKeyOf(jobId))) {
            if (upload.key === objectKeyOf(jobId)) await abort(upload.key, upload.uploadId);
          }
        })(),
      );
    },

    async list() {
      // A job may have several unfinished uploads (of workers that lost it): listed once.
      const held = new Map<string, StoredDownload>();
      const add = (key: string, partial: boolean) => {
        const jobId = jobIdOf(key);
        if (jobId) held.set(`${jobId}${partial ? '.part' : ''}`, { jobId, partial });
      };
      for await (const file of files.list(ARCHIVE_FOLDER)) add(file.key, false);
      for await (const upload of unfinished(prefix + ARCHIVE_FOLDER)) {
        add(upload.key.slice(prefix.length), true);
      }
      return [...held.values()];
    },

    ranged: {
      stat: (jobId) => files.stat(archiveKeyOf(jobId)),
      open: (jobId, range) => files.open(archiveKeyOf(jobId), range),
    },
  };
}
