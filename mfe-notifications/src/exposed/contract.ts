// Compile-time check that this remote's exposes match the composition contract in @portal/shared.
import type { RemoteModules } from '@portal/shared/contracts';
import type * as LiveNotifications from './live-notifications';
import type * as NotificationsBell from './notifications-bell';
import type * as NotificationsPage from './notifications-page';

type Satisfies<T extends true> = T;
type Fits<M, K extends keyof RemoteModules> = M extends RemoteModules[K] ? true : false;

/** Fails the typecheck when an exposed module drifts from its contract. */
export type ExposesContract = [
  Satisfies<Fits<typeof NotificationsBell, 'mfe_notifications/NotificationsBell'>>,
  Satisfies<Fits<typeof NotificationsPage, 'mfe_notifications/NotificationsPage'>>,
  Satisfies<Fits<typeof LiveNotifications, 'mfe_notifications/LiveNotifications'>>,
];
