// Compile-time check that this remote's exposes match the composition contract in @portal/shared.
import type { Exposes } from '@portal/shared/contracts';
import type * as DownloadsPage from './downloads-page';
import type * as LiveNotifications from './live-notifications';
import type * as NotificationsBell from './notifications-bell';
import type * as NotificationsPage from './notifications-page';

/** Fails the typecheck when an exposed module drifts from its contract. */
export type ExposesContract = [
  Exposes<'mfe_notifications/NotificationsBell', typeof NotificationsBell>,
  Exposes<'mfe_notifications/NotificationsPage', typeof NotificationsPage>,
  Exposes<'mfe_notifications/LiveNotifications', typeof LiveNotifications>,
  Exposes<'mfe_notifications/DownloadsPage', typeof DownloadsPage>,
];
