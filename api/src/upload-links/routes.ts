import multipart from '@fastify/multipart';
import { MAX_CHUNK_SIZE, uploadLinkEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { route } from '../http/route.js';
import type { NotificationService } from '../notifications/service.js';
import type { RateLimitStore } from '../rate-limits/store.js';
import { shareKeys } from '../share/share-crypto.js';
import { chunkMultipartLimits } from '../uploads/chunk-request.js';
import type { UploadService } from '../uploads/service.js';
import { shareAllReceived, shareReceivedFile } from './received.js';
import { uploadLinkService } from './service.js';

/**
 * Upload links: managing a post's links, files sent through one by whoever holds it (the same
 * chunked, resumable upload as the portal's users', through `UploadService`), and sharing what
 * they received. Answers under a token are kept out of search engines and send no referrer.
 */
export async function uploadLinkRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    uploads,
    notifications,
    rateLimits,
  }: {
    db: Db;
    config: ApiConfig;
    uploads: UploadService;
    notifications: NotificationService;
    rateLimits: RateLimitStore;
  },
) {
  const links = uploadLinkService({
    db,
    keys: shareKeys(config.secret),
    publicUrl: config.publicUrl,
    secureCookies: config.production,
    rateLimits,
    notifications,
    limits: { chunkSize: config.uploadChunkBytes, maxFileSize: config.uploadMaxBytes },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex, nofollow');
  });

  route(app, uploadLinkEndpoints.list, Auth.signedIn, ({ auth, params }) =>
    links.list(auth, params.postId),
  );
  route(app, uploadLinkEndpoints.create, Auth.signedIn, async ({ auth, params, body, reply }) => {
    reply.code(201);
    return links.create(auth, params.postId, body);
  });
  route(app, uploadLinkEndpoints.revoke, Auth.signedIn, ({ auth, params }) =>
    links.revoke(auth, params.id),
  );

  // What the links received waits until someone who may edit the post shares it.
  const editor = Auth.permission('Engage.Post.Manage');
  route(app, uploadLinkEndpoints.shareReceived, editor, ({ auth, params }) =>
    shareReceivedFile(db, auth, params.id),
  );
  route(app, uploadLinkEndpoints.shareAllReceived, editor, ({ auth, params }) =>
    shareAllReceived(db, auth, params.postId),
  );

  route(app, uploadLinkEndpoints.open, Auth.public, ({ params, request }) =>
    links.open(request, params.token),
  );
  route(app, uploadLinkEndpoints.sender, Auth.public, ({ params, body, request, reply }) =>
    links.introduce(request, reply, params.token, body),
  );
  // Multipart in its own scope, as /api/uploads/chunks (the chunk's limit applies here alone).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: chunkMultipartLimits(MAX_CHUNK_SIZE) });
    route(scope, uploadLinkEndpoints.chunk, Auth.public, async ({ params, request }) =>
      uploads.receiveChunk(await links.actor(request, params.token), request),
    );
  });
  route(app, uploadLinkEndpoints.status, Auth.public, async ({ params, request }) =>
    uploads.status(await links.actor(request, params.token), params.uploadId),
  );
  route(app, uploadLinkEndpoints.cancel, Auth.public, async ({ params, request }) =>
    uploads.cancel(await links.actor(request, params.token), params.uploadId),
  );
  route(app, uploadLinkEndpoints.preview, Auth.public, ({ params, request }) =>
    links.receivedPreview(request, params.token, params.id),
  );
  route(app, uploadLinkEndpoints.finalize, Auth.public, async ({ params, body, request, reply }) =>
    reply.code(201).send(await uploads.finalize(await links.actor(request, params.token), body)),
  );
}
