import { createConfig } from '@portal/shared/build';

/** @type {import('@portal/shared/contracts').ExposesOf<'mfe_notifications'>} */
const exposes = {
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
