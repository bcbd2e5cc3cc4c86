import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  authStore,
  HUB_SESSION_ENDED_ERROR,
  liveNotificationBus,
  NOTIFICATION_CREATED,
  NOTIFICATION_DELETED,
  useAuth,
} from '@portal/shared';
import {
  applyCreated,
  applyDeleted,
  DELETED_REMOVAL_DELAY_MS,
  notificationKeys,
  openDownloadJobFile,
  useMarkRead,
} from '../notifications';
import { createAnnouncer } from './announce';
import {
  createHubConnection,
  isPlannedClose,
  RESTART_DELAYS_MS,
  type CreateLiveConnection,
} from './connection';
import { parseCreatedEvent, parseDeletedEvent } from './live-events';
import { linkReviewLive } from './review-live-link';

/** Options of useLiveNotifications. */
export interface LiveNotificationsOptions {
  /** Makes the hub connection (tests pass a fake). */
  createConnection?: CreateLiveConnection;
}

/**
 * The hub refused or closed the connection because this tab's session is over (signed out in
 * another tab, a password change elsewhere, the account disabled): a 401 at negotiate, or the
 * server's session-ended close.
 */
const sessionIsOver = (error: unknown) =>
  (error instanceof Error && error.message.includes(HUB_SESSION_ENDED_ERROR)) ||
  (error as { statusCode?: unknown } | undefined)?.statusCode === 401;

/** The effective user's id while signed in, else null: the connection belongs to that user. */
const signedInUser = (state: ReturnType<typeof authStore.getState>) =>
  state.status === 'authenticated' ? (state.userState?.user?.id ?? '') : null;

/**
 * One hub connection for the signed-in user of this tab. Live events are applied to the query
 * cache the bell and page read (no second copy of the list): a created one is put in at once, then
 * list and count are reloaded (spec point 4, see notifications-cache.ts), and announced by a
 * toast; everything is refetched after a reconnect or restart, and polled. Signing out stops it;
 * another effective user gets a new one. When the first start fails or the client gives up
 * reconnecting, it starts again after 2, 10 and 30 s, then every minute, and refetches what it
 * missed. The connection also carries the page's review events (`review-live-link.ts`).
 */
export function useLiveNotifications({
  createConnection = createHubConnection,
}: LiveNotificationsOptions = {}) {
  const userId = useAuth(signedInUser);
  const queryClient = useQueryClient();
  const { mutate: markRead } = useMarkRead();

  useEffect(() => {
    if (userId === null) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const announcer = createAnnouncer({
      markRead,
      download: (notification, downloadJobId) => {
        if (!notification.isRead) markRead(notification.id);
        openDownloadJobFile(downloadJobId);
      },
    });
    const removals = new Set<ReturnType<typeof setTimeout>>();
    const connection = createConnection();

    connection.on(NOTIFICATION_CREATED, (payload) => {
      const notification = parseCreatedEvent(payload);
      if (!notification) return;
      announcer.announce(notification);
      applyCreated(queryClient, notification);
      liveNotificationBus.publish(notification);
    });
    connection.on(NOTIFICATION_DELETED, (payload) => {
      const id = parseDeletedEvent(payload);
      if (id === null) return;
      const removal = setTimeout(() => {
        removals.delete(removal);
        announcer.close(id);
        applyDeleted(queryClient, id);
      }, DELETED_REMOVAL_DELAY_MS);
      removals.add(removal);
    });
    const reviews = linkReviewLive(connection);
    // A new connection may have missed events while the old one was down, and is in no group.
    connection.onreconnected(() => {
      refresh();
      reviews.connected();
    });

    let stopped = false;
    let restart: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const start = (again: boolean) =>
      connection
        .start()
        .then(() => {
          failures = 0;
          if (!stopped) reviews.connected();
          if (again) refresh();
        })
        .catch((error: unknown) => {
          // Stopping while starting (sign-out, a remount) rejects start; that is not a failure.
          if (stopped) return;
          console.error('The live notifications connection could not start', error);
          recover(error);
        });
    const restartLater = () => {
      clearTimeout(restart);
      if (stopped) return;
      const delay = RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)];
      failures += 1;
      restart = setTimeout(() => void start(true), delay);
    };
    // A session that is over asks who this tab is now: a signed-out answer stops this
    // connection (and the user sees it), anything else tries again later.
    const recover = (error: unknown) => {
      if (sessionIsOver(error)) void authStore.getState().refresh().finally(restartLater);
      else restartLater();
    };
    connection.onclose((error) => {
      reviews.disconnected();
      if (error && !isPlannedClose(error)) {
        console.error('The live notifications connection closed', error);
      }
      recover(error);
    });
    void start(false);

    return () => {
      stopped = true;
      clearTimeout(restart);
      removals.forEach(clearTimeout);
      announcer.closeAll();
      reviews.disconnected();
      connection.stop().catch((error: unknown) => {
        console.error('The live notifications connection did not stop cleanly', error);
      });
      // Signed out (or another user): the next person on this tab must not see these.
      if (signedInUser(authStore.getState()) !== userId) {
        queryClient.removeQueries({ queryKey: notificationKeys.all });
      }
    };
  }, [userId, createConnection, queryClient, markRead]);
}
