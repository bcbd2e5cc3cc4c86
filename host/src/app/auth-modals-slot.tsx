import { useEffect, useState } from 'react';
import { authStore, useAuthModal } from '@portal/shared/core';
import { preloadRemoteModule, RemoteSlot } from '../remotes/remote-slot';
import { whenIdle } from './when-idle';

/**
 * The login and register modals (mfe-auth). For a visitor they are preloaded once the page is
 * idle, so opening the login modal does not wait on the network; a signed-in user's page does
 * not spend its first seconds on them. They are mounted as soon as one is asked for.
 */
export function AuthModalsSlot() {
  const requested = useAuthModal((state) => state.modal !== null);
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    whenIdle(() => {
      void authStore
        .getState()
        .load()
        .then(() => {
          if (authStore.getState().status === 'authenticated') return;
          void preloadRemoteModule('mfe_auth/AuthModals').then(() => setIdle(true));
        });
    });
  }, []);

  if (!idle && !requested) return null;
  return <RemoteSlot id="mfe_auth/AuthModals" loading={null} />;
}
