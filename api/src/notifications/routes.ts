import { notificationEndpoints, TOTAL_COUNT_HEADER } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import { listNotifications, markRead, ownsAll, unreadCount } from './repository.js';
import type { NotificationService } from './service.js';

const NOT_FOUND = 'Notification not found.';

/** The signed-in (or impersonated) user's notifications (spec point 7, Notifications). */
export async function notificationRoutes(
  app: FastifyInstance,
  { db, notifications }: { db: Db; notifications: NotificationService },
) {
  /** A 404 when any of the ids is not the caller's (nothing changes then). */
  const ownedOnly = async (userId: number, ids: readonly number[]) => {
    if (!(await ownsAll(db, userId, ids))) throw notFound(NOT_FOUND);
  };

  route(app, notificationEndpoints.list, Auth.signedIn, async ({ auth, query, reply }) => {
    const { total, items } = await listNotifications(db, auth.effective.id, query);
    // The body stays the plain list the client reads; the total rides in a header for paging.
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return items;
  });

  route(app, notificationEndpoints.unreadCount, Auth.signedIn, async ({ auth }) => ({
    unreadCount: await unreadCount(db, auth.effective.id),
  }));

  route(app, notificationEndpoints.markAllRead, Auth.signedIn, async ({ auth }) => ({
    updated: await markRead(db, auth.effective.id),
  }));

  route(app, notificationEndpoints.markMultipleRead, Auth.signedIn, async ({ auth, body }) => {
    await ownedOnly(auth.effective.id, body.ids);
    return { updated: await markRead(db, auth.effective.id, body.ids) };
  });

  route(app, notificationEndpoints.markRead, Auth.signedIn, async ({ auth, params }) => {
    await ownedOnly(auth.effective.id, [params.id]);
    await markRead(db, auth.effective.id, [params.id]);
    return { success: true };
  });

  route(app, notificationEndpoints.deleteMultiple, Auth.signedIn, async ({ auth, body }) => {
    await ownedOnly(auth.effective.id, body.ids);
    return { deleted: (await notifications.delete(auth.effective.id, body.ids)).length };
  });

  route(app, notificationEndpoints.deleteAllRead, Auth.signedIn, async ({ auth }) => ({
    deleted: (await notifications.deleteAllRead(auth.effective.id)).length,
  }));

  route(app, notificationEndpoints.delete, Auth.signedIn, async ({ auth, params }) => {
    await ownedOnly(auth.effective.id, [params.id]);
    await notifications.delete(auth.effective.id, [params.id]);
    return { success: true };
  });
}
