import {
  CreateBucketCommand,
  HeadBucketCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { ApiConfig } from '../config.js';
import { diskFileStore, type FileStore } from './file-store.js';
import { s3ClientFromEnvironment, s3FileStore } from './s3-file-store.js';

const stores = new WeakMap<object, FileStore>();
const clients = new WeakMap<object, S3Client>();

/** The S3 client of a configuration's stores (one per configuration, so its sockets are shared). */
export function s3ClientFor(config: object): S3Client {
  let client = clients.get(config);
  if (!client) {
    client = s3ClientFromEnvironment();
    clients.set(config, client);
  }
  return client;
}

/**
 * The media store the configuration names, one per configuration: the bucket of MEDIA_STORE_URL
 * (`s3://…`, with the AWS SDK's variables), else the folder MEDIA_DIR on this machine.
 */
export function fileStoreFor(config: Pick<ApiConfig, 'mediaDir' | 'mediaStore'>): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.mediaStore
      ? s3FileStore(s3ClientFor(config), config.mediaStore)
      : diskFileStore(config.mediaDir);
    stores.set(config, store);
  }
  return store;
}

/**
 * Makes the bucket MEDIA_STORE_URL names when there is none (a fresh store of one's own, such as
 * the one `scripts/object-store/start-rgw.sh` starts); a bucket that is there, or one this key may
 * not look at (403: a managed bucket with narrow rights), is left as it is. A store that does not
 * answer stops the start with a sentence naming it.
 */
export async function prepareMediaStore(config: Pick<ApiConfig, 'mediaStore'>) {
  if (!config.mediaStore) return;
  const { bucket } = config.mediaStore;
  const client = s3ClientFor(config);
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status === 403) return;
    if (status !== 404) {
      const where = process.env.AWS_ENDPOINT_URL ?? "the AWS SDK's default endpoint";
      throw new Error(
        `The media store (MEDIA_STORE_URL, bucket ${bucket} at ${where}) did not answer: ${(error as Error).message}`,
        { cause: error },
      );
    }
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
}
