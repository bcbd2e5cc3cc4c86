import { projectEndpoints, SHARED_LINK_INVALID_MESSAGE, VISIBILITY_LEVELS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { Auth } from '../http/auth-rules.js';
import { notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import { showcaseImages } from './repository.js';
import { embeddedPost, mediaFile, projectDetail, projectPage } from './service.js';

/** How many images the home gallery shows. */
const GALLERY_SIZE = 24;

/** Projects, media files, the embed view, shared links and the home gallery. */
export async function projectRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const viewer = Auth.permission('Engage.Project.View');

  route(app, projectEndpoints.list, viewer, ({ auth, query }) => projectPage(db, auth, query));

  route(app, projectEndpoints.detail, viewer, ({ auth, params }) =>
    projectDetail(db, auth, params.id),
  );

  // Public: a Showcase post is for anyone; any other is a 404 to whoever may not see it.
  route(app, projectEndpoints.embeddedPost, Auth.public, ({ auth, params }) =>
    embeddedPost(db, auth, params.projectId, params.postId),
  );

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

  route(app, projectEndpoints.gallery, Auth.public, () => showcaseImages(db, GALLERY_SIZE));

  // Share links arrive with a later issue; until then no token opens anything.
  route(app, projectEndpoints.sharedLink, Auth.public, () => {
    throw notFound(SHARED_LINK_INVALID_MESSAGE);
  });
}
