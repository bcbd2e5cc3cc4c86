import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { PortalProviders } from '@portal/shared';
import { AuthModalsSlot } from './auth-modals-slot';

/** What the landing page needs from the portal: the toast container and the sign-in modals. */
export default function LandingChrome() {
  return (
    <PortalProviders>
      <AuthModalsSlot />
    </PortalProviders>
  );
}
