import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PortalProviders } from '@portal/shared';
import { createPortalRouter } from './router';

/** The composed portal: providers (theme, the one toast container, query cache) and the routes. */
export function App() {
  const [router] = useState(createPortalRouter);
  return (
    <PortalProviders>
      <RouterProvider router={router} />
    </PortalProviders>
  );
}
