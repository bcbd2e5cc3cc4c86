import fs from 'node:fs';
import path from 'node:path';
import {
  projectEndpoints,
  VISIBILITY_LEVELS,
  ZIP_NOT_LISTED_MESSAGE,
  type InteractiveMedia,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { Auth } from '../http/auth-rules.js';
import { conflict, notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import { maySee, scopeOf } from '../projects/project-scope.js';
import { DEMO_ASSETS_DIR, diskFileStore, type FileStore } from './file-store.js';
import { interactiveMediaRows, toMedia, type MediaWithProject } from './repository.js';
import { sendMediaBytes, type MediaBytes } from './send-file.js';
import { addMedia, changeMedia, orderMedia, removeMedia, visibleMedia } from './service.js';
import { listZip } from './zip-listing.js';

/** The page standing in for a Pixel Streaming session: inline script only, sandboxed. */
const DEMO_STREAM_FILE = path.join(DEMO_ASSETS_DIR, 'pixel-stream-demo.html');
const DEMO_STREAM_POLICY =
  "sandbox allow-scripts allow-pointer-lock; default-src 'none'; " +
  "script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:";

/** The stored bytes of an item: its file in the store, or the bytes kept in its row. */
const bytesOf = (media: MediaWithProject): MediaBytes | null =>
  media.file_key !== null
    ? { kind: 'file', key: media.file_key }
    : media.source_url === null
      ? { kind: 'buffer', buffer: media.content }
      : null;

/** Media items: files (with Range), pictures, zip listings, links, order, the interactive list. */
export async function mediaRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    store = diskFileStore(config.mediaDir),
  }: {
    db: Db;
    config: ApiConfig;
    store?: FileStore;
  },
) {
  const isPublic = (media: MediaWithProject) =>
    media.visibility === VISIBILITY_LEVELS.Showcase && media.publishedAt !== null;

  route(app, projectEndpoints.mediaFile, Auth.public, async ({ auth, params, request, reply }) => {
    const media = await visibleMedia(db, auth, params.id);
    const bytes = bytesOf(media);
    if (!bytes) return reply.redirect(media.source_url!, 302);
    return sendMediaBytes(request, reply, store, bytes, {
      contentType: media.content_type,
      fileName: media.file_name || media.title,
      isPublic: isPublic(media),
    });
  });

  route(app, projectEndpoints.mediaThumbnail, Auth.public, async (context) => {
    const { auth, params, request, reply } = context;
    const media = await visibleMedia(db, auth, params.id);
    const options = {
      contentType: 'image/jpeg',
      fileName: 'picture.jpg',
      isPublic: isPublic(media),
    };
    if (media.thumbnail_key !== null) {
      return sendMediaBytes(
        request,
        reply,
        store,
        { kind: 'file', key: media.thumbnail_key },
        options,
      );
    }
    const bytes = bytesOf(media);
    if (!bytes || !['Image', 'Panorama'].includes(media.media_type)) {
      throw notFound('No picture for this item.');
    }
    return sendMediaBytes(request, reply, store, bytes, {
      ...options,
      contentType: media.content_type,
      fileName: media.file_name || media.title,
    });
  });

  route(app, projectEndpoints.zipEntries, Auth.public, async ({ auth, params }) => {
    const media = await visibleMedia(db, auth, params.id);
    if (media.media_type !== 'Zip') throw notFound('This item is not a zip archive.');
    const bytes = bytesOf(media);
    if (!bytes) throw conflict(ZIP_NOT_LISTED_MESSAGE);
    return listZip(
      bytes.kind === 'file'
        ? { kind: 'file', path: store.pathOf(bytes.key) }
        : { kind: 'buffer', buffer: bytes.buffer },
    );
  });

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
          media: toMedia(row),
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
    removeMedia(db, auth, params.id),
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
