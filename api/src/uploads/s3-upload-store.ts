import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { isNotFound } from '../media/s3-file-store.js';
import { objectKeyOf, S3_MIN_PART_BYTES, type S3Location } from '../media/store-location.js';
import {
  measuring,
  MissingChunksError,
  type RangeSource,
  type StoredUpload,
  type UploadStore,
} from './upload-store.js';

/**
 * The upload store in the media bucket (issue 49): an upload is a multipart upload of the key
 * its medium will have, begun at the first chunk, one part per chunk (the part number is the
 * chunk number, so chunks arrive in any order, at any process, and a chunk sent again replaces
 * its part), completed at the finish, so the finished file is never copied. Cancel and the
 * abandoned-upload sweep abort it.
 */
export function s3UploadStore(client: S3Client, location: S3Location): UploadStore {
  const { bucket } = location;
  const target = (upload: StoredUpload) => {
    if (!upload.storeUploadId) throw new Error(`Upload ${upload.uploadId} was not begun in S3.`);
    return {
      Bucket: bucket,
      Key: objectKeyOf(location, upload.fileKey),
      UploadId: upload.storeUploadId,
    };
  };

  /** The parts S3 holds, by number (null once the multipart upload completed or was aborted). */
  async function partsOf(upload: StoredUpload) {
    const parts = new Map<number, { etag: string; size: number }>();
    let marker: string | undefined;
    try {
      do {
        const page = await client.send(
          new ListPartsCommand({ ...target(upload), PartNumberMarker: marker }),
        );
        for (const part of page.Parts ?? []) {
          if (part.PartNumber && part.ETag)
            parts.set(part.PartNumber, { etag: part.ETag, size: part.Size ?? 0 });
        }
        marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
      } while (marker);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    return parts;
  }

  /** The finished object to read by ranges; null when there is none. */
  async function objectOf(upload: StoredUpload): Promise<RangeSource | null> {
    const Key = objectKeyOf(location, upload.fileKey);
    let size: number;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      size = head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    return {
      size,
      async read(offset, length) {
        const end = Math.min(size, offset + length) - 1;
        if (end < offset) return new Uint8Array(0);
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key, Range: `bytes=${offset}-${end}` }),
        );
        return answer.Body!.transformToByteArray();
      },
    };
  }

  const abort = async (upload: StoredUpload) => {
    if (!upload.storeUploadId) return;
    await client.send(new AbortMultipartUploadCommand(target(upload))).catch((error: unknown) => {
      if (!isNotFound(error)) throw error;
    });
  };

  return {
    minChunkBytes: S3_MIN_PART_BYTES,

    async begin(fileKey) {
      const answer = await client.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: objectKeyOf(location, fileKey) }),
      );
      if (!answer.UploadId) throw new Error(`S3 began no multipart upload for ${fileKey}.`);
      return answer.UploadId;
    },

    forget: (fileKey, storeUploadId) => abort({ uploadId: '', fileKey, storeUploadId }),

    async writeChunk(upload, stream, { chunkNumber, size, accept }) {
      // S3 takes the length first: a chunk that ends short stops the request rather than hang it.
      const { transform, result } = measuring(size, { exact: true });
      const stop = new AbortController();
      const measured = pipeline(stream, transform).catch((error: unknown) => {
        stop.abort();
        throw error;
      });
      const sent = client.send(
        new UploadPartCommand({
          ...target(upload),
          PartNumber: chunkNumber,
          ContentLength: size,
          Body: transform,
        }),
        { abortSignal: stop.signal },
      );
      await Promise.all([measured, sent]);
      const written = result();
      accept?.(written);
      return written;
    },

    async held(upload) {
      const parts = (await partsOf(upload)) ?? new Map();
      return new Map([...parts].map(([number, part]) => [number, part.size]));
    },

    async assemble(upload, chunks) {
      const parts = await partsOf(upload);
      if (parts) {
        const missing = chunks.filter((chunk) => parts.get(chunk.chunkNumber)?.size !== chunk.size);
        if (missing.length > 0) throw new MissingChunksError(missing.map((c) => c.chunkNumber));
        const order = [...chunks].sort((a, b) => a.chunkNumber - b.chunkNumber);
        await client
          .send(
            new CompleteMultipartUploadCommand({
              ...target(upload),
              MultipartUpload: {
                Parts: order.map(({ chunkNumber }) => ({
                  PartNumber: chunkNumber,
                  ETag: parts.get(chunkNumber)!.etag,
                })),
              },
            }),
          )
          // Completed meanwhile by another process's finish: the object says.
          .catch((error: unknown) => {
            if (!isNotFound(error)) throw error;
          });
      }
      // Completed by an earlier finish (a video the project's rules refused then) or just now.
      const object = await objectOf(upload);
      if (!object) throw new MissingChunksError(chunks.map((chunk) => chunk.chunkNumber));
      return object;
    },

    // Completing the multipart upload made the medium's object: nothing is left to move.
    async moveInto() {},

    dropChunks: abort,

    async remove(upload) {
      await abort(upload);
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: objectKeyOf(location, upload.fileKey) }),
      );
    },

    async removeLeftovers(ms, live, now = Date.now()) {
      const removed: string[] = [];
      let keyMarker: string | undefined;
      let idMarker: string | undefined;
      do {
        const page = await client.send(
          new ListMultipartUploadsCommand({
            Bucket: bucket,
            Prefix: `${location.prefix}uploads/`,
            KeyMarker: keyMarker,
            UploadIdMarker: idMarker,
          }),
        );
        for (const each of page.Uploads ?? []) {
          const { Key, UploadId, Initiated } = each;
          if (!Key || !UploadId || live.has(UploadId)) continue;
          if (!Initiated || now - Initiated.getTime() <= ms) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId }));
          removed.push(UploadId);
        }
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        idMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
      return removed;
    },
  };
}
