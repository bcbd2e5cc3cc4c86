import { projectEndpoints, VISIBILITY_LEVELS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { Auth } from '../http/auth-rules.js';
import { route } from '../http/route.js';
import { mediaFile } from '../projects/service.js';

/** Media items: their files. */
export async function mediaRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, projectEndpoints.mediaFile, Auth.public, async ({ auth, params, reply }) => {
    const media = await mediaFile(db, auth, params.id);
    return reply
      .type(media.content_type)
      .header(
        'Cache-Control',
        media.visibility === VISIBILITY_LEVELS.Showcase
          ? 'public, max-age=3600'
          : 'private, max-age=300',
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(media.content);
  });
}
