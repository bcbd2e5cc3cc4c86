import { commentEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import { route } from '../http/route.js';
import type { NotificationService } from '../notifications/service.js';
import { CommentNotifier } from './notifier.js';
import { addComment, commentPage, deleteComment } from './service.js';

/**
 * A project's comments: list, add (a reply with `parentId`) and delete. Who may delete which
 * comment, and who is on a project's team, depend on the data, so the service checks them.
 */
export async function commentRoutes(
  app: FastifyInstance,
  { db, notifications }: { db: Db; notifications: NotificationService },
) {
  const notifier = new CommentNotifier(db, notifications);
  const viewer = Auth.permission('Engage.Project.View');

  route(app, commentEndpoints.list, viewer, ({ auth, params, query }) =>
    commentPage(db, auth, params.projectId, query),
  );

  route(
    app,
    commentEndpoints.create,
    Auth.permission('Engage.Project.Comment'),
    async ({ auth, params, body, reply }) =>
      reply.code(201).send(await addComment(db, notifier, auth, params.projectId, body)),
  );

  route(app, commentEndpoints.delete, viewer, async ({ auth, params }) => {
    await deleteComment(db, notifier, auth, params.projectId, params.id);
    return { success: true };
  });
}
