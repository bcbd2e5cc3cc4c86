import { INVALID_FIELDS_MESSAGE, notificationEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { route } from '../http/route.js';
import { activeUserIds, clientExists } from './repository.js';
import type { NotificationService } from './service.js';

/** Active users who receive an admin notification; a 400 names a client or user that is not. */
async function recipients(db: Db, target: { userId?: number; clientId?: number }) {
  if (target.clientId !== undefined && !(await clientExists(db, target.clientId))) {
    throw badRequest(INVALID_FIELDS_MESSAGE, { ClientId: ['No such client.'] });
  }
  const userIds = await activeUserIds(db, target);
  if (target.userId !== undefined && userIds.length === 0) {
    throw badRequest(INVALID_FIELDS_MESSAGE, { UserId: ['No such active user.'] });
  }
  return userIds;
}

/**
 * Admins send System or Alert notifications (the other types come from what people do: replies
 * and posts in `comments/` and `projects/`, download jobs in `download-jobs/`).
 */
export async function adminNotificationRoutes(
  app: FastifyInstance,
  { db, notifications }: { db: Db; notifications: NotificationService },
) {
  route(app, notificationEndpoints.send, Auth.admin, async ({ body }) => {
    const { type, title, message } = body;
    const sent = await notifications.createForUsers(await recipients(db, body), {
      type,
      title,
      message,
    });
    return { sent };
  });
}
