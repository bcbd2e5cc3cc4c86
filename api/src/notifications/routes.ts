import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.js';
import { requireUser } from '../http/auth-context.js';
import { notFound } from '../http/errors.js';
import { parseId, parseInput } from '../http/validate.js';
import {
  deleteNotification,
  listNotifications,
  markRead,
  ownsNotification,
  unreadCount,
} from './repository.js';

const ListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('limit must be a whole number.'),
      v.minValue(1),
      v.maxValue(200),
    ),
    '20',
  ),
  unreadOnly: v.optional(
    v.picklist(['true', 'false'], 'unreadOnly must be true or false.'),
    'false',
  ),
});

/** The signed-in (or impersonated) user's notifications (spec point 7, Notifications). */
export function notificationRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/user-notifications', async (request) => {
    const { effective } = requireUser(request);
    const query = parseInput(ListQuerySchema, request.query);
    return listNotifications(db, effective.id, Number(query.limit), query.unreadOnly === 'true');
  });

  app.get('/api/user-notifications/unread-count', async (request) => ({
    unreadCount: await unreadCount(db, requireUser(request).effective.id),
  }));

  app.put('/api/user-notifications/mark-all-read', async (request) => ({
    updated: await markRead(db, requireUser(request).effective.id),
  }));

  app.put('/api/user-notifications/:id/mark-read', async (request) => {
    const { effective } = requireUser(request);
    const id = parseId(request.params);
    if (!(await ownsNotification(db, effective.id, id))) throw notFound('Notification not found.');
    await markRead(db, effective.id, [id]);
    return { success: true };
  });

  app.delete('/api/user-notifications/:id', async (request) => {
    const { effective } = requireUser(request);
    const id = parseId(request.params);
    if (!(await ownsNotification(db, effective.id, id))) throw notFound('Notification not found.');
    await deleteNotification(db, effective.id, id);
    return { success: true };
  });
}
