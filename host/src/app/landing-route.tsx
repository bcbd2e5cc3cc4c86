import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthModal } from '@portal/shared/core';
import { LandingPage } from '../features/landing/landing-page';
import { whenIdle } from './when-idle';

const LandingChrome = lazy(() => import('./landing-chrome'));

/**
 * '/': the landing page, drawn without the UI library. Once the browser is idle (or as soon as a
 * sign-in modal is asked for) the portal's providers and the sign-in modals load beside it.
 */
export function LandingRoute() {
  const requested = useAuthModal((state) => state.modal !== null);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <>
      <LandingPage />
      {(idle || requested) && (
        <Suspense fallback={null}>
          <LandingChrome />
        </Suspense>
      )}
    </>
  );
}
