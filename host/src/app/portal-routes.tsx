import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AccessDeniedPage } from '../features/access-denied/access-denied-page';
import { RequireAuth } from '../features/guard/require-auth';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { EmbedLayout } from '../layouts/embed-layout';
import { MainLayout } from '../layouts/main-layout';
import { RemoteSlot } from '../remotes/remote-slot';

const guarded = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;

/** The route table of spec point 2 (but '/'); each route is mounted to the remote that owns it. */
export const portalRoutes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { path: '/prototype', element: guarded(<RemoteSlot id="mfe_projects/PrototypePage" />) },
      { path: '/projects/*', element: guarded(<RemoteSlot id="mfe_projects/ProjectsRoutes" />) },
      { path: '/admin/*', element: guarded(<RemoteSlot id="mfe_admin/AdminRoutes" />) },
      { path: '/account/*', element: <RemoteSlot id="mfe_auth/AccountRoutes" /> },
      { path: '/manage/*', element: guarded(<RemoteSlot id="mfe_auth/ManageRoutes" />) },
      { path: '/access-denied', element: <AccessDeniedPage /> },
      // An upload link's page: anyone holding the link, signed in or not.
      { path: '/upload/:token', element: <RemoteSlot id="mfe_projects/UploadLinkPage" /> },
      {
        path: '/notifications',
        element: guarded(<RemoteSlot id="mfe_notifications/NotificationsPage" />),
      },
      {
        path: '/downloads',
        element: guarded(<RemoteSlot id="mfe_notifications/DownloadsPage" />),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <EmbedLayout />,
    children: [
      {
        path: '/embed/project/:projectId/post/:postId',
        element: <RemoteSlot id="mfe_embed/EmbedPostPage" />,
      },
      {
        path: '/project/:projectId/post/:postId/embed/:fileId',
        element: <RemoteSlot id="mfe_embed/EmbedPostPage" />,
      },
      { path: '/engagement', element: <RemoteSlot id="mfe_embed/EngagementPage" /> },
    ],
  },
  {
    path: '/share/:token',
    element: (
      <main>
        <RemoteSlot id="mfe_embed/SharePage" />
      </main>
    ),
  },
];
