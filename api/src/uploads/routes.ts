import multipart from '@fastify/multipart';
import { commentAttachmentEndpoints, MAX_CHUNK_SIZE, uploadEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { route } from '../http/route.js';
import { fileStoreFor } from '../media/store-for.js';
import type { NotificationService } from '../notifications/service.js';
import type { RateLimitStore } from '../rate-limits/store.js';
import { toAttachment } from '../reviews/attachments.js';
import { uploadLinkRoutes } from '../upload-links/routes.js';
import { chunkMultipartLimits } from './chunk-request.js';
import { scheduleUploadCleanup } from './cleanup.js';
import { UploadService } from './service.js';
import { uploadStoreFor } from './store-for.js';
import type { UploadStore } from './upload-store.js';
import { readVideoRequirements, writeVideoRequirements } from './video-requirements.js';

/** Chunked uploads into posts (by users, and through upload links), and each project's video requirements. */
export async function uploadRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    notifications,
    store = uploadStoreFor(config),
    previews,
    rateLimits,
  }: {
    db: Db;
    config: ApiConfig;
    notifications: NotificationService;
    /** Where upload links count their senders' introductions. */
    rateLimits: RateLimitStore;
    store?: UploadStore;
    /** Woken when a finished upload queued previews. */
    previews?: { wake(): void };
  },
) {
  const media = fileStoreFor(config);
  const uploads = new UploadService({
    db,
    store,
    media,
    notifications,
    maxBytes: config.uploadMaxBytes,
    previews,
  });
  scheduleUploadCleanup(app, db, { uploads: store, media }, config.uploadCleanupIntervalMs);

  // Multipart only here, in its own scope: no other route parses it, and the chunk's limit
  // (100 MiB, not the 1 MiB body limit) applies to this route alone.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: chunkMultipartLimits(MAX_CHUNK_SIZE) });
    route(scope, uploadEndpoints.chunk, Auth.signedIn, ({ auth, request }) =>
      uploads.receiveChunk(uploads.user(auth), request),
    );
  });

  // The uploader cuts files by this size, and refuses bigger files before sending a byte.
  route(app, uploadEndpoints.settings, Auth.signedIn, () => ({
    chunkSize: config.uploadChunkBytes,
    maxFileSize: config.uploadMaxBytes,
  }));
  route(app, uploadEndpoints.status, Auth.signedIn, ({ auth, params }) =>
    uploads.status(uploads.user(auth), params.uploadId),
  );
  route(app, uploadEndpoints.cancel, Auth.signedIn, ({ auth, params }) =>
    uploads.cancel(uploads.user(auth), params.uploadId),
  );
  route(app, uploadEndpoints.finalize, Auth.signedIn, async ({ auth, body, reply }) =>
    reply.code(201).send(await uploads.finalize(uploads.user(auth), body)),
  );

  // A comment's attachment: sent in chunks with `attachmentFor`, finished here (reviews/CONTEXT.md).
  route(
    app,
    commentAttachmentEndpoints.finish,
    Auth.permission('Engage.Project.Comment'),
    async ({ auth, params, body, reply }) => {
      const row = await uploads.finalizeAttachment(uploads.user(auth), params.mediaId, body);
      return reply.code(201).send(toAttachment({ shareToken: null }, row));
    },
  );

  // Files sent through a post's upload link go through the same service.
  await app.register(uploadLinkRoutes, { db, config, uploads, notifications, rateLimits });

  route(app, uploadEndpoints.videoRequirements, Auth.signedIn, ({ auth, params }) =>
    readVideoRequirements(db, auth, params.id),
  );
  route(app, uploadEndpoints.setVideoRequirements, Auth.signedIn, ({ auth, params, body }) =>
    writeVideoRequirements(db, auth, params.id, body),
  );
}
