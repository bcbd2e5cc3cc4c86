import type { S3Client } from '@aws-sdk/client-s3';
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
