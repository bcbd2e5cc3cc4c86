import { createConfig } from '@portal/tooling/rspack';

/**
 * What this remote exposes to the host; the monolith build (host/rspack.monolith.config.mjs)
 * imports the same files directly.
 * @type {import('@portal/shared/contracts').ExposesOf<'mfe_notifications'>}
 */
export const exposes = {
  './NotificationsBell': './src/exposed/notifications-bell.tsx',
  './NotificationsPage': './src/exposed/notifications-page.tsx',
  './LiveNotifications': './src/exposed/live-notifications.tsx',
  './DownloadsPage': './src/exposed/downloads-page.tsx',
};

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_notifications',
  exposes,
});
