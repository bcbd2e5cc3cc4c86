import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { useRoutes } from 'react-router-dom';
import { PortalProviders, useAuth } from '@portal/shared';
import { RemoteSlot } from '../remotes/remote-slot';
import { AuthModalsSlot } from './auth-modals-slot';
import { portalRoutes } from './portal-routes';

function PortalPages() {
  return useRoutes(portalRoutes);
}

/** Every page but the landing page, inside the portal's providers, with the root remotes. */
export default function PortalApp() {
  const signedIn = useAuth((state) => state.status === 'authenticated');
  return (
    <PortalProviders>
      <PortalPages />
      <AuthModalsSlot />
      {signedIn && (
        <RemoteSlot id="mfe_notifications/LiveNotifications" loading={null} variant="headless" />
      )}
    </PortalProviders>
  );
}
