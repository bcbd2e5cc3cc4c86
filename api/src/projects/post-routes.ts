import { projectEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { Auth } from '../http/auth-rules.js';
import { route } from '../http/route.js';
import type { NotificationService } from '../notifications/service.js';
import { createPost } from './post-service.js';

/** New posts on a project (Engage.Post.Manage); each one is a ProjectUpdate for the team. */
export async function postRoutes(
  app: FastifyInstance,
  { db, notifications }: { db: Db; notifications: NotificationService },
) {
  route(
    app,
    projectEndpoints.createPost,
    Auth.permission('Engage.Post.Manage'),
    async ({ auth, params, body, reply }) =>
      reply.code(201).send(await createPost(db, notifications, auth, params.projectId, body)),
  );
}
