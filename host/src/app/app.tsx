import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createPortalRouter } from './router';

/** The composed portal: the landing page, and everything else inside the portal's providers. */
export function App() {
  const [router] = useState(createPortalRouter);
  return <RouterProvider router={router} />;
}
