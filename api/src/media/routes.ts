import fs from 'node:fs';
import path from 'node:path';
import { projectEndpoints, VISIBILITY_LEVELS, type InteractiveMedia } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context.js';
import { Auth } from '../auth/auth-rules.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import { isOutsideProject, maySee, scopeOf } from '../projects/project-scope.js';
import { mediumWithoutDueDays } from '../reviews/page-review.js';
import { DEMO_ASSETS_DIR, type FileStore } from './file-store.js';
import { fileStoreFor } from './store-for.js';
import { interactiveMediaRows, toMedia, type MediaWithProject } from './repository.js';
import { mediaAnswers } from './serve.js';
import { asVersion } from './versions.js';
import {
  addMedia,
  changeMedia,
  orderMedia,
  previewAnswer,
  removeMedia,
  visibleMedia,
} from './service.js';

/** The page standing in for a Pixel Streaming session: inline script only, sandboxed. */
const DEMO_STREAM_FILE = path.join(DEMO_ASSETS_DIR, 'pixel-stream-demo.html');
const DEMO_STREAM_POLICY =
  "sandbox allow-scripts allow-pointer-lock; default-src 'none'; " +
  "script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:";

/** Media items: files (with Range), pictures, zip listings, links, order, the interactive list. */
export async function mediaRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    store = fileStoreFor(config),
  }: {
    db: Db;
    config: ApiConfig;
    store?: FileStore;
  },
) {
  const isPublic = (media: MediaWithProject) =>
    media.visibility === VISIBILITY_LEVELS.Showcase && media.publishedAt !== null;

  const serve = mediaAnswers(store);
  /** A medium the caller may see, as the version asked for (its latest without). */
  const visibleVersion = async (auth: AuthContext | null, id: number, version?: number) =>
    asVersion(db, await visibleMedia(db, auth, id), version);

  route(
    app,
    projectEndpoints.mediaFile,
    Auth.public,
    async ({ auth, params, query, request, reply }) => {
      const media = await visibleVersion(auth, params.id, query.version);
      return serve.file(request, reply, media, { isPublic: isPublic(media) });
    },
  );

  route(
    app,
    projectEndpoints.mediaPlayback,
    Auth.public,
    async ({ auth, params, query, request, reply }) => {
      const media = await visibleVersion(auth, params.id, query.version);
      return serve.playback(request, reply, media, { isPublic: isPublic(media) }, query.h);
    },
  );

  route(
    app,
    projectEndpoints.mediaThumbnail,
    Auth.public,
    async ({ auth, params, query, request, reply }) => {
      const media = await visibleVersion(auth, params.id, query.version);
      return serve.thumbnail(request, reply, media, { isPublic: isPublic(media) }, query.w);
    },
  );

  // What an upload list follows once its file is added (a refused video says why).
  route(app, projectEndpoints.mediaPreview, Auth.public, async ({ auth, params }) =>
    previewAnswer(await visibleMedia(db, auth, params.id)),
  );
  route(app, projectEndpoints.zipEntries, Auth.public, async ({ auth, params, query }) =>
    serve.zipEntries(await visibleVersion(auth, params.id, query.version)),
  );

  route(
    app,
    projectEndpoints.interactive,
    Auth.permission('Engage.Project.View'),
    async ({ auth }) => {
      const scope = scopeOf(auth);
      const rows = await interactiveMediaRows(db);
      return rows
        .filter((row) => scope.kind === 'all' || maySee(auth, row))
        .map((row): InteractiveMedia => ({
          project: { id: row.projectId, name: row.projectName, clientName: row.clientName },
          post: { id: row.post_id, title: row.postTitle },
          // A Showcase project's public sees the work, not its review's due days.
          media: isOutsideProject(auth, row) ? mediumWithoutDueDays(toMedia(row)) : toMedia(row),
        }));
    },
  );

  const editor = Auth.permission('Engage.Post.Manage');
  route(app, projectEndpoints.addMedia, editor, async ({ auth, params, body, reply }) =>
    reply
      .code(201)
      .send(await addMedia(db, auth, params.postId, body, config.pixelStreamInternalHosts)),
  );
  route(app, projectEndpoints.updateMedia, editor, ({ auth, params, body }) =>
    changeMedia(db, auth, params.id, body),
  );
  route(app, projectEndpoints.deleteMedia, editor, ({ auth, params }) =>
    removeMedia(db, auth, params.id, store),
  );
  route(app, projectEndpoints.orderMedia, editor, ({ auth, params, body }) =>
    orderMedia(db, auth, params.postId, body),
  );

  route(app, projectEndpoints.pixelStreamDemo, Auth.public, async ({ reply }) => {
    if (!fs.existsSync(DEMO_STREAM_FILE)) throw notFound('The demo stream is not installed.');
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', DEMO_STREAM_POLICY)
      .header('Cache-Control', 'public, max-age=3600')
      .send(fs.createReadStream(DEMO_STREAM_FILE));
  });
}
