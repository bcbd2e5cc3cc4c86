import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { requirePermission } from '../http/auth-context.js';
import { parseId, parseInput } from '../http/validate.js';
import type { NotificationService } from '../notifications/service.js';
import { NewPostSchema } from './post-schema.js';
import { createPost } from './post-service.js';

/** New posts on a project (Engage.Post.Manage); each one is a ProjectUpdate for the team. */
export function postRoutes(app: FastifyInstance, db: Db, notifications: NotificationService) {
  app.post('/api/projects/:projectId/posts', async (request, reply) => {
    const auth = requirePermission(request, 'Engage.Post.Manage');
    const projectId = parseId(request.params, 'projectId');
    const input = parseInput(NewPostSchema, request.body);
    return reply.code(201).send(await createPost(db, notifications, auth, projectId, input));
  });
}
