import type { ApiConfig } from '../config.js';
import { s3ClientFor } from '../media/store-for.js';
import { s3UploadStore } from './s3-upload-store.js';
import { directoryUploadStore, type UploadStore } from './upload-store.js';

/**
 * Where the configuration keeps uploads in progress: as multipart uploads in the media bucket
 * when MEDIA_STORE_URL names one, else in the folder UPLOAD_DIR.
 */
export const uploadStoreFor = (config: Pick<ApiConfig, 'uploadDir' | 'mediaStore'>): UploadStore =>
  config.mediaStore
    ? s3UploadStore(s3ClientFor(config), config.mediaStore)
    : directoryUploadStore(config.uploadDir);
