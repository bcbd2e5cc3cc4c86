import { matchPath } from 'react-router-dom';
import type { RemoteModuleId } from '@portal/shared/core';

/** A page of the main layout that is one remote module. */
export interface RemotePage {
  path: string;
  id: RemoteModuleId;
  /** Signed-in users only (the route guard asks a visitor to sign in first). */
  guarded: boolean;
}

/**
 * The main layout's remote pages (spec point 2; portal-routes.tsx mounts them). Data, not
 * elements, so that the boot can tell which module a signed-in page needs before the portal's
 * chunk has arrived.
 */
export const REMOTE_PAGES: readonly RemotePage[] = [
  { path: '/prototype', id: 'mfe_projects/PrototypePage', guarded: true },
  { path: '/projects/*', id: 'mfe_projects/ProjectsRoutes', guarded: true },
  { path: '/admin/*', id: 'mfe_admin/AdminRoutes', guarded: true },
  { path: '/account/*', id: 'mfe_auth/AccountRoutes', guarded: false },
  { path: '/manage/*', id: 'mfe_auth/ManageRoutes', guarded: true },
  // An upload link's page: anyone holding the link, signed in or not.
  { path: '/upload/:token', id: 'mfe_projects/UploadLinkPage', guarded: false },
  { path: '/notifications', id: 'mfe_notifications/NotificationsPage', guarded: true },
  { path: '/downloads', id: 'mfe_notifications/DownloadsPage', guarded: true },
];

/**
 * What every signed-in page shows besides its own module: the header's bell
 * (features/header/header-entries.tsx) and the live notifications (portal-app.tsx).
 */
export const SIGNED_IN_CHROME: readonly RemoteModuleId[] = [
  'mfe_notifications/NotificationsBell',
  'mfe_notifications/LiveNotifications',
];

/** The remote module of the main layout's page at `pathname`, if it is one. */
export function remotePageAt(pathname: string): RemoteModuleId | undefined {
  return REMOTE_PAGES.find(({ path }) => matchPath(path, pathname) !== null)?.id;
}
