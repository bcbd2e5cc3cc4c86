import { projectEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import { route } from '../http/route.js';
import { showcaseImages } from './covers.js';
import { archiveProject, creatableClients, createProject, updateProject } from './project-admin.js';
import { projectPage } from './project-list.js';
import { embeddedPost, projectDetail } from './service.js';

/** How many images the home gallery shows. */
const GALLERY_SIZE = 24;

/** Projects (list, page, creation and management), the embed view, the gallery. */
export async function projectRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const viewer = Auth.permission('Engage.Project.View');
  const creator = Auth.permission('Engage.Project.Create');
  const manager = Auth.permission('Engage.Project.Manage');

  route(app, projectEndpoints.list, viewer, ({ auth, query }) => projectPage(db, auth, query));

  route(app, projectEndpoints.detail, viewer, ({ auth, params }) =>
    projectDetail(db, auth, params.id),
  );

  route(app, projectEndpoints.creatableClients, creator, ({ auth }) => creatableClients(db, auth));

  route(app, projectEndpoints.create, creator, async ({ auth, body, reply }) =>
    reply.code(201).send(await createProject(db, auth, body)),
  );

  route(app, projectEndpoints.update, manager, ({ auth, params, body }) =>
    updateProject(db, auth, params.id, body),
  );

  route(app, projectEndpoints.archive, manager, ({ auth, params, body }) =>
    archiveProject(db, auth, params.id, body.archived),
  );

  // Public: a Showcase post is for anyone; any other is a 404 to whoever may not see it.
  route(app, projectEndpoints.embeddedPost, Auth.public, ({ auth, params }) =>
    embeddedPost(db, auth, params.projectId, params.postId),
  );

  route(app, projectEndpoints.gallery, Auth.public, () => showcaseImages(db, GALLERY_SIZE));
}
