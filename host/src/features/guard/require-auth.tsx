import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { authModalStore, useAuth } from '@portal/shared';

/**
 * Guards a protected page: a visitor gets the login modal with this URL as the return URL, and
 * the page itself is not rendered until they have signed in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuth((state) => state.status);
  const location = useLocation();
  const returnUrl = `${location.pathname}${location.search}${location.hash}`;
  // Someone who signs out on a protected page goes home; only visitors are asked to sign in.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (status === 'authenticated' && !wasSignedIn) setWasSignedIn(true);
  const signedOutHere = status === 'unauthenticated' && wasSignedIn;

  useEffect(() => {
    if (status === 'unauthenticated' && !signedOutHere) {
      authModalStore.getState().openLogin(returnUrl);
    }
  }, [status, returnUrl, signedOutHere]);

  if (signedOutHere) return <Navigate to="/" replace />;

  if (status === 'authenticated') return <>{children}</>;
  if (status === 'unknown') {
    return (
      <Center py="xl">
        <Loader aria-label="Checking your sign-in" />
      </Center>
    );
  }
  return (
    <Center py={64}>
      <Paper withBorder p="xl" maw={420}>
        <Stack>
          <Title order={2}>Sign in to continue</Title>
          <Text c="dimmed">This page is only available to signed-in users.</Text>
          <Button onClick={() => authModalStore.getState().openLogin(returnUrl)}>Log In</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
