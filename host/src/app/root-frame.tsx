import { Outlet } from 'react-router-dom';
import { useAuth } from '@portal/shared';
import { AuthModalsSlot } from './auth-modals-slot';
import { RemoteSlot } from '../remotes/remote-slot';

/** What every page has, whatever its layout: the auth modals and, when signed in, live updates. */
export function RootFrame() {
  const signedIn = useAuth((state) => state.status === 'authenticated');
  return (
    <>
      <Outlet />
      <AuthModalsSlot />
      {signedIn && (
        <RemoteSlot id="mfe_notifications/LiveNotifications" loading={null} variant="headless" />
      )}
    </>
  );
}
