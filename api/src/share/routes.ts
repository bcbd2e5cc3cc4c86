import { SHARE_MESSAGES, shareEndpoints, shareReviewEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { RateLimitStore } from '../rate-limits/store.js';
import { HttpError } from '../http/errors.js';
import { route } from '../http/route.js';
import type { FileStore } from '../media/file-store.js';
import { fileStoreFor } from '../media/store-for.js';
import { mediaAnswers } from '../media/serve.js';
import { exportDeps, sendExport } from '../reviews/export/export-review.js';
import type { GuestSessionFeeds } from '../reviews/session-guests.js';
import type { ReviewDeps } from '../reviews/service.js';
import { guestReview } from './guest-review.js';
import { shareKeys } from './share-crypto.js';
import { shareService } from './service.js';

/**
 * Share links: managing a project's links, and everything a link opens. Every answer under a
 * token is kept out of search engines and sends no referrer (the token is in the page's address).
 */
export async function shareRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    store = fileStoreFor(config),
    rateLimits,
    review,
    sessionFeeds,
  }: {
    db: Db;
    config: ApiConfig;
    store?: FileStore;
    rateLimits: RateLimitStore;
    /** What guests' comments and decisions write through. */
    review: ReviewDeps;
    /** Guests' follow-only feeds of live sessions (reviews/session-guests.ts). */
    sessionFeeds: GuestSessionFeeds;
  },
) {
  const keys = shareKeys(config.secret);
  const secureCookies = config.production;
  const share = shareService({ db, keys, publicUrl: config.publicUrl, secureCookies, rateLimits });
  const exports = exportDeps(app, db, store);
  const guests = guestReview({ share, review, exports, keys, secureCookies, rateLimits });
  const serve = mediaAnswers(store);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex, nofollow');
  });

  route(app, shareEndpoints.list, Auth.signedIn, ({ auth, params }) =>
    share.list(auth, params.projectId),
  );
  route(app, shareEndpoints.create, Auth.signedIn, async ({ auth, params, body, reply }) => {
    reply.code(201);
    return share.create(auth, params.projectId, body);
  });
  route(app, shareEndpoints.revoke, Auth.signedIn, ({ auth, params }) =>
    share.revoke(auth, params.id),
  );

  route(app, shareEndpoints.open, Auth.public, ({ params, request, reply }) =>
    share.open(request, reply, params.token),
  );
  route(app, shareEndpoints.unlock, Auth.public, ({ params, body, request, reply }) =>
    share.unlock(request, reply, params.token, body.password),
  );
  route(app, shareEndpoints.mediaFile, Auth.public, async ({ params, query, request, reply }) => {
    const download = query.download === '1';
    const { media, downloads } = await share.media(
      request,
      params.token,
      params.id,
      download ? 'download' : 'file',
    );
    if (download && downloads === 'previews') {
      const sent = serve.previewDownload(request, reply, media);
      if (!sent) throw new HttpError(403, SHARE_MESSAGES.previewsOnly);
      return sent;
    }
    return serve.file(request, reply, media, { isPublic: false, attachment: download });
  });
  route(
    app,
    shareEndpoints.mediaPlayback,
    Auth.public,
    async ({ params, query, request, reply }) => {
      const { media } = await share.media(request, params.token, params.id, 'file');
      return serve.playback(request, reply, media, { isPublic: false }, query.h);
    },
  );
  route(
    app,
    shareEndpoints.mediaThumbnail,
    Auth.public,
    async ({ params, query, request, reply }) => {
      const { media } = await share.media(request, params.token, params.id, 'view');
      return serve.thumbnail(request, reply, media, { isPublic: false }, query.w);
    },
  );
  route(app, shareEndpoints.zipEntries, Auth.public, async ({ params, request }) =>
    serve.zipEntries((await share.media(request, params.token, params.id, 'view')).media),
  );

  route(app, shareReviewEndpoints.guest, Auth.public, ({ params, body, request, reply }) =>
    guests.introduce(request, reply, params.token, body),
  );
  route(app, shareReviewEndpoints.threads, Auth.public, ({ params, query, request }) =>
    guests.threads(request, params.token, params.id, query),
  );
  route(app, shareReviewEndpoints.comment, Auth.public, async ({ params, body, request, reply }) =>
    reply.code(201).send(await guests.comment(request, params.token, params.id, body)),
  );
  route(app, shareReviewEndpoints.export, Auth.public, async ({ params, query, request, reply }) =>
    sendExport(reply, await guests.export(request, params.token, params.id, query)),
  );
  route(app, shareReviewEndpoints.attachment, Auth.public, ({ params, query, request, reply }) =>
    guests.attachment(request, reply, params.token, {
      mediaId: params.mediaId,
      id: params.id,
      inline: query.inline === '1',
    }),
  );
  route(app, shareReviewEndpoints.drawing, Auth.public, ({ params, request }) =>
    guests.drawing(request, params.token, params.id, params.commentId),
  );
  route(app, shareReviewEndpoints.session, Auth.public, async ({ params, request, reply }) => {
    // Checked as the link's other reads are (their 404/410/401/403 as JSON), then while it streams.
    const stillAllowed = () => guests.mayFollow(request, params.token, params.id);
    await stillAllowed();
    return sessionFeeds.serve(request, reply, params.id, stillAllowed);
  });
  route(app, shareReviewEndpoints.review, Auth.public, ({ params, request }) =>
    guests.review(request, params.token, params.id),
  );
  route(app, shareReviewEndpoints.decide, Auth.public, ({ params, body, request }) =>
    guests.decide(request, params.token, params.id, body),
  );
}
