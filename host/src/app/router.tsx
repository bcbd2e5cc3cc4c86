import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LandingRoute } from './landing-route';

// Everything but the landing page needs the UI library, so it loads as its own chunk: a first
// visit to '/' paints without it (see CONTEXT.md, "First visit").
const PortalApp = lazy(() => import('./portal-app'));

/** The top-level routes: the landing page, and the portal (its route table is in portal-routes). */
export const routes: RouteObject[] = [
  { path: '/', element: <LandingRoute /> },
  {
    path: '*',
    element: (
      <Suspense fallback={null}>
        <PortalApp />
      </Suspense>
    ),
  },
];

/**
 * The page of the current URL. A declarative router (`BrowserRouter` in app.tsx): the portal uses
 * no data-router feature (loaders, actions, blockers), and leaving `createBrowserRouter` out
 * takes about 17 KB gzip off a first visit.
 */
export function PortalRoutes() {
  return useRoutes(routes);
}
