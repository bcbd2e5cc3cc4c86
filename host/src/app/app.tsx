import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from './app-error-boundary';
import { PortalRoutes } from './router';

/** The composed portal: the landing page, and everything else inside the portal's providers. */
export function App() {
  return (
    <AppErrorBoundary>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </AppErrorBoundary>
  );
}
