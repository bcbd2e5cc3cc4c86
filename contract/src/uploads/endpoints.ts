import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../paging.ts';
import { MediaSchema } from '../projects/media.ts';
import {
  ChunkFieldsSchema,
  ChunkReceiptSchema,
  FinalizeUploadSchema,
  UPLOAD_PATHS,
  UploadIdSchema,
  UploadSettingsSchema,
  UploadStatusSchema,
} from './chunked-upload.ts';
import { VideoRequirementsSchema } from './video-requirements.ts';

const tag = 'Uploads';

/** Chunked uploads of files from the user's machine into a post, and a project's video rules. */
export const uploadEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: UPLOAD_PATHS.settings,
    tag,
    summary:
      'How this API takes uploads: the chunk size to send (UPLOAD_CHUNK_BYTES, 100 MB by default) and the largest file.',
    response: UploadSettingsSchema,
  }),
  chunk: defineEndpoint({
    method: 'POST',
    path: UPLOAD_PATHS.chunk,
    tag,
    summary:
      'Stores one chunk of a file (multipart: the fields, then `chunk`); sending a chunk again replaces it.',
    body: ChunkFieldsSchema,
    multipart: true,
    response: ChunkReceiptSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: UPLOAD_PATHS.status,
    tag,
    summary: 'An upload in progress: the chunks the API holds (to resume, send the others).',
    params: v.object({ uploadId: UploadIdSchema }),
    response: UploadStatusSchema,
  }),
  cancel: defineEndpoint({
    method: 'DELETE',
    path: UPLOAD_PATHS.status,
    tag,
    summary: 'Cancels an upload and removes its chunks.',
    params: v.object({ uploadId: UploadIdSchema }),
    response: v.object({ success: v.boolean() }),
  }),
  finalize: defineEndpoint({
    method: 'POST',
    path: UPLOAD_PATHS.finalize,
    tag,
    summary:
      "Assembles the file, checks it (an mp4 against the project's video requirements) and adds it to the post, or with `versionOf` as the latest version of one of its media (201); the uploader gets a FileProcessed notification.",
    body: FinalizeUploadSchema,
    response: MediaSchema,
  }),
  videoRequirements: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/video-requirements',
    tag,
    summary: "The project's rules for uploaded mp4 videos (the spec's defaults when it sets none).",
    params: IdParamsSchema,
    response: VideoRequirementsSchema,
  }),
  setVideoRequirements: defineEndpoint({
    method: 'PUT',
    path: '/api/projects/:id/video-requirements',
    tag,
    summary: "Sets the project's rules for uploaded mp4 videos (studio staff with Project.Manage).",
    params: IdParamsSchema,
    body: VideoRequirementsSchema,
    response: VideoRequirementsSchema,
  }),
};
