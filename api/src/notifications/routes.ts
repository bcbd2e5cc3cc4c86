import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { requireUser } from '../http/auth-context.js';
import { notFound } from '../http/errors.js';
import { parseId, parseInput } from '../http/validate.js';
import { listNotifications, markRead, ownsAll, unreadCount } from './repository.js';
import { IdsBodySchema, ListQuerySchema } from './schema.js';
import type { NotificationService } from './service.js';

const NOT_FOUND = 'Notification not found.';

/** The signed-in (or impersonated) user's notifications (spec point 7, Notifications). */
export function notificationRoutes(
  app: FastifyInstance,
  db: Db,
  notifications: NotificationService,
) {
  /** The ids of the body, or a 404 when any of them is not the caller's (nothing changes then). */
  const ownIds = async (userId: number, body: unknown) => {
    const { ids } = parseInput(IdsBodySchema, body);
    if (!(await ownsAll(db, userId, ids))) throw notFound(NOT_FOUND);
    return ids;
  };

  app.get('/api/user-notifications', async (request, reply) => {
    const { effective } = requireUser(request);
    const query = parseInput(ListQuerySchema, request.query);
    const { total, items } = await listNotifications(db, effective.id, {
      limit: Number(query.limit),
      page: Number(query.page),
      unreadOnly: query.unreadOnly === 'true',
      type: query.type,
    });
    // The body stays the plain list the client reads; the total rides in a header for paging.
    reply.header('X-Total-Count', String(total));
    return items;
  });

  app.get('/api/user-notifications/unread-count', async (request) => ({
    unreadCount: await unreadCount(db, requireUser(request).effective.id),
  }));

  app.put('/api/user-notifications/mark-all-read', async (request) => ({
    updated: await markRead(db, requireUser(request).effective.id),
  }));

  app.put('/api/user-notifications/mark-multiple-read', async (request) => {
    const { effective } = requireUser(request);
    const ids = await ownIds(effective.id, request.body);
    return { updated: await markRead(db, effective.id, ids) };
  });

  app.put('/api/user-notifications/:id/mark-read', async (request) => {
    const { effective } = requireUser(request);
    const id = parseId(request.params);
    if (!(await ownsAll(db, effective.id, [id]))) throw notFound(NOT_FOUND);
    await markRead(db, effective.id, [id]);
    return { success: true };
  });

  app.post('/api/user-notifications/delete-multiple', async (request) => {
    const { effective } = requireUser(request);
    const ids = await ownIds(effective.id, request.body);
    return { deleted: (await notifications.delete(effective.id, ids)).length };
  });

  app.delete('/api/user-notifications/delete-all-read', async (request) => ({
    deleted: (await notifications.deleteAllRead(requireUser(request).effective.id)).length,
  }));

  app.delete('/api/user-notifications/:id', async (request) => {
    const { effective } = requireUser(request);
    const id = parseId(request.params);
    if (!(await ownsAll(db, effective.id, [id]))) throw notFound(NOT_FOUND);
    await notifications.delete(effective.id, [id]);
    return { success: true };
  });
}
