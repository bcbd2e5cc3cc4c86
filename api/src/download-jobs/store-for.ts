import type { ApiConfig } from '../config.js';
import { fileStoreFor, s3ClientFor } from '../media/store-for.js';
import { bucketDownloadStore } from './bucket-download-store.js';
import { directoryDownloadStore, type DownloadStore } from './download-store.js';

/**
 * The download store the configuration names: with MEDIA_STORE_URL, the media store's bucket
 * (`downloads/` under its prefix, on the media store's client), so that every machine serves
 * every zip; else the folder DOWNLOAD_DIR, which every process shares.
 */
export function downloadStoreFor(
  config: Pick<ApiConfig, 'downloadDir' | 'mediaDir' | 'mediaStore'>,
): DownloadStore {
  return config.mediaStore
    ? bucketDownloadStore(fileStoreFor(config), s3ClientFor(config), config.mediaStore)
    : directoryDownloadStore(config.downloadDir);
}
