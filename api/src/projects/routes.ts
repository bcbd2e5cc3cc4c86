import { projectEndpoints, SHARED_LINK_INVALID_MESSAGE, VISIBILITY_LEVELS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { Auth } from '../http/auth-rules.js';
import { notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import { showcaseImages } from './repository.js';
import { embeddedPost, projectDetail, projectPage } from './service.js';

/** How many images the home gallery shows. */
const GALLERY_SIZE = 24;

/** Projects, the embed view, shared links and the home gallery. */
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

  route(app, projectEndpoints.gallery, Auth.public, () => showcaseImages(db, GALLERY_SIZE));

  // Share links arrive with a later issue; until then no token opens anything.
  route(app, projectEndpoints.sharedLink, Auth.public, () => {
    throw notFound(SHARED_LINK_INVALID_MESSAGE);
  });
}
