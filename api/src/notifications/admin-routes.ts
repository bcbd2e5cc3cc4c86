import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../admin/guard.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { AdminNotificationSchema } from './schema.js';
import type { NotificationService } from './service.js';

const INVALID = 'One or more fields are invalid.';

/** Active users who receive an admin notification: one user, a client's users, or everyone. */
async function recipients(db: Db, target: { userId?: number; clientId?: number }) {
  let query = db.selectFrom('users').select('id').where('disabled', '=', 0);
  if (target.userId !== undefined) query = query.where('id', '=', target.userId);
  if (target.clientId !== undefined) {
    const client = await db
      .selectFrom('clients')
      .select('id')
      .where('id', '=', target.clientId)
      .executeTakeFirst();
    if (!client) throw badRequest(INVALID, { ClientId: ['No such client.'] });
    query = query.where('client_id', '=', target.clientId);
  }
  const rows = await query.orderBy('id').execute();
  if (target.userId !== undefined && rows.length === 0) {
    throw badRequest(INVALID, { UserId: ['No such active user.'] });
  }
  return rows.map((row) => row.id);
}

/**
 * Admins send System or Alert notifications (the other types come from what people do: replies
 * and posts in `comments/` and `projects/`, download jobs in `download-jobs/`).
 */
export function adminNotificationRoutes(
  app: FastifyInstance,
  db: Db,
  notifications: NotificationService,
) {
  app.post('/api/admin/notifications', async (request) => {
    requireAdmin(request);
    const input = parseInput(AdminNotificationSchema, request.body);
    const userIds = await recipients(db, input);
    const sent = await notifications.createForUsers(userIds, {
      type: input.type,
      title: input.title,
      message: input.message,
    });
    return { sent };
  });
}
