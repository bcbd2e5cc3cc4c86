import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authModalStore, signOut } from '@portal/shared';

/** 'Log off': signOut() posts account/logout, clears the store and toasts 'Logout failed'. */
export function LogOffButton() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function logOff() {
    setPending(true);
    const signedOut = await signOut();
    setPending(false);
    if (!signedOut) return;
    navigate('/');
    // Clearing the store re-runs the /manage guard, which asks for the login modal for /manage;
    // leaving on purpose is not trying to reach a protected page, so that request is withdrawn
    // once React has run the guard's effect.
    setTimeout(() => {
      const modal = authModalStore.getState();
      if (modal.modal === 'login' && modal.returnUrl?.startsWith('/manage')) modal.close();
    }, 0);
  }

  return (
    <Button variant="default" loading={pending} onClick={() => void logOff()}>
      Log off
    </Button>
  );
}
