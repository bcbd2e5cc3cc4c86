import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
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

/** Creates the browser router of the portal. */
export const createPortalRouter = () => createBrowserRouter(routes);
