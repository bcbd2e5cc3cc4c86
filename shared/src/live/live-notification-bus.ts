import type { PortalNotification } from '@portal/contract';

/** Told of each notification that arrives live. */
export type LiveNotificationListener = (notification: PortalNotification) => void;

const listeners = new Set<LiveNotificationListener>();

/**
 * The notifications that arrive live, for every bundle of the page. mfe-notifications owns the
 * hub connection and publishes each new notification here; a page that shows what a notification
 * is about (a project's estimates, say) subscribes and refetches, so it changes while the person
 * watches. `@portal/shared` is a singleton, so every remote sees the same bus.
 */
export const liveNotificationBus = {
  publish(notification: PortalNotification) {
    for (const listener of listeners) {
      try {
        listener(notification);
      } catch (error) {
        // One page's mistake must not stop the others (nor the bell) from hearing.
        console.error('A live notification listener failed', error);
      }
    }
  },
  /** Listens until the returned function is called. */
  subscribe(listener: LiveNotificationListener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
