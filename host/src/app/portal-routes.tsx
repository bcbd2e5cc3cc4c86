import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AccessDeniedPage } from '../features/access-denied/access-denied-page';
import { RequireAuth } from '../features/guard/require-auth';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { EmbedLayout } from '../layouts/embed-layout';
import { MainLayout } from '../layouts/main-layout';
import { RemoteSlot } from '../remotes/remote-slot';
import { REMOTE_PAGES } from './remote-pages';

const guarded = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;

/** The route table of spec point 2 (but '/'); each route is mounted to the remote that owns it. */
export const portalRoutes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      ...REMOTE_PAGES.map(({ path, id, guarded: signedInOnly }) => {
        const page = <RemoteSlot id={id} />;
        return { path, element: signedInOnly ? guarded(page) : page };
      }),
      { path: '/access-denied', element: <AccessDeniedPage /> },
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
