import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MODAL_SWITCH_DELAY_MS, authModalStore, useAuth } from '@portal/shared/core';

/** The home screen's rules: where Get Started goes, ?showLogin=true, and moving on once signed in. */
export function useHomeNavigation() {
  const status = useAuth((state) => state.status);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = params.get('prototype') === 'true' ? '/prototype' : '/projects';
  const showLogin = params.get('showLogin') === 'true';

  useEffect(() => {
    if (status === 'authenticated') navigate(target, { replace: true });
  }, [status, target, navigate]);

  useEffect(() => {
    if (!showLogin || status !== 'unauthenticated') return;
    const timer = setTimeout(
      () => authModalStore.getState().openLogin(),
      AUTH_MODAL_SWITCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [showLogin, status]);

  return {
    getStarted: () => {
      if (status === 'authenticated') navigate(target);
      else authModalStore.getState().openLogin();
    },
    logIn: () => authModalStore.getState().openLogin(),
  };
}
