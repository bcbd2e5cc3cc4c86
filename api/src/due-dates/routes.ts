import { reviewEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import { route } from '../http/route.js';
import { setMediaDueDate, setPostDueDate } from './service.js';

/**
 * Review due dates on posts and media: set or cleared by those who may edit the post
 * (Engage.Post.Manage on the project's team; the service checks the project).
 */
export async function dueDateRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const editor = Auth.permission('Engage.Post.Manage');
  route(app, reviewEndpoints.postDueDate, editor, ({ auth, params, body }) =>
    setPostDueDate(db, auth, params.id, body.dueOn),
  );
  route(app, reviewEndpoints.mediaDueDate, editor, ({ auth, params, body }) =>
    setMediaDueDate(db, auth, params.id, body.dueOn),
  );
}
