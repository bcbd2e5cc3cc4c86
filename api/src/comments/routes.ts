import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { requirePermission } from '../http/auth-context.js';
import { parseId, parseInput } from '../http/validate.js';
import type { NotificationService } from '../notifications/service.js';
import { CommentNotifier } from './notifier.js';
import { CommentPagingSchema, NewCommentSchema } from './schema.js';
import { addComment, commentPage, deleteComment } from './service.js';

/** A project's comments: list, add (a reply with `parentId`) and delete. */
export function commentRoutes(app: FastifyInstance, db: Db, notifications: NotificationService) {
  const notifier = new CommentNotifier(db, notifications);

  app.get('/api/projects/:projectId/comments', async (request) => {
    const auth = requirePermission(request, 'Engage.Project.View');
    const projectId = parseId(request.params, 'projectId');
    return commentPage(db, auth, projectId, parseInput(CommentPagingSchema, request.query));
  });

  app.post('/api/projects/:projectId/comments', async (request, reply) => {
    const auth = requirePermission(request, 'Engage.Project.Comment');
    const projectId = parseId(request.params, 'projectId');
    const input = parseInput(NewCommentSchema, request.body);
    const comment = await addComment(db, notifier, auth, projectId, input);
    return reply.code(201).send(comment);
  });

  app.delete('/api/projects/:projectId/comments/:id', async (request) => {
    const auth = requirePermission(request, 'Engage.Project.View');
    await deleteComment(
      db,
      notifier,
      auth,
      parseId(request.params, 'projectId'),
      parseId(request.params),
    );
    return { success: true };
  });
}
