import { projectEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import type { FileStore } from '../media/file-store.js';
import { route } from '../http/route.js';
import type { NotificationService } from '../notifications/service.js';
import { changePost, createPost, deletePost, orderPosts, publishPost } from './post-service.js';

/**
 * Posts: written, edited, ordered and deleted with Engage.Post.Manage; published or withdrawn
 * with Engage.Post.Manage or Engage.Project.Publish (the studio's release gate). Publishing is a
 * ProjectUpdate for the project's team.
 */
export async function postRoutes(
  app: FastifyInstance,
  { db, notifications, store }: { db: Db; notifications: NotificationService; store: FileStore },
) {
  const editor = Auth.permission('Engage.Post.Manage');
  const publisher = Auth.rule(
    'A signed-in user holding Engage.Post.Manage or Engage.Project.Publish.',
    ({ permissions }) =>
      permissions.includes('Engage.Post.Manage') || permissions.includes('Engage.Project.Publish'),
  );

  route(app, projectEndpoints.createPost, editor, async ({ auth, params, body, reply }) =>
    reply.code(201).send(await createPost(db, notifications, auth, params.projectId, body)),
  );
  route(app, projectEndpoints.updatePost, editor, ({ auth, params, body }) =>
    changePost(db, auth, params.id, body),
  );
  route(app, projectEndpoints.publishPost, publisher, ({ auth, params, body }) =>
    publishPost(db, notifications, auth, params.id, body.published),
  );
  route(app, projectEndpoints.deletePost, editor, ({ auth, params }) =>
    deletePost(db, auth, params.id, store),
  );
  route(app, projectEndpoints.orderPosts, editor, ({ auth, params, body }) =>
    orderPosts(db, auth, params.projectId, body),
  );
}
