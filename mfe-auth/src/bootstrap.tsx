import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Anchor, Button, Container, Group, Text, Title } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { authModalStore, authStore, PortalProviders, useAuth } from '@portal/shared';
import AccountRoutes from './exposed/account-routes';
import AuthModals from './exposed/auth-modals';
import ManageRoutes from './exposed/manage-routes';

// The bundle's standalone page: what the host would compose, minus the header and the guard.
function StandalonePage() {
  const status = useAuth((state) => state.status);
  return (
    <Container py="md">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h3">
          Sign-in (mfe-auth)
        </Title>
        <Group>
          <Anchor component={Link} to="/account">
            Account
          </Anchor>
          <Anchor component={Link} to="/manage">
            Manage
          </Anchor>
          <Button onClick={() => authModalStore.getState().openLogin()}>Log In</Button>
          <Button variant="default" onClick={() => authModalStore.getState().openRegister()}>
            Create Account
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Status: {status}
      </Text>
      <Routes>
        <Route path="/account/*" element={<AccountRoutes />} />
        <Route
          path="/manage/*"
          element={status === 'authenticated' ? <ManageRoutes /> : <Text>Log in to see this.</Text>}
        />
      </Routes>
      <AuthModals />
    </Container>
  );
}

void authStore.getState().load();

createRoot(document.getElementById('root')!).render(
  <PortalProviders>
    <BrowserRouter>
      <StandalonePage />
    </BrowserRouter>
  </PortalProviders>,
);
