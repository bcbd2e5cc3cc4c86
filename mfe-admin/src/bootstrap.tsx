import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Button, Container, Group } from '@mantine/core';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authStore, PortalProviders } from '@portal/shared';
import AdminRoutes from './exposed/admin-routes';
import ClientPicker from './exposed/client-picker';
import ImpersonationBanner from './exposed/impersonation-banner';
import ImpersonationModal from './exposed/impersonation-modal';

// Standalone page for the team: sign in through the portal (same API) to see data here.
void authStore.getState().load();

function Standalone() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Group p="md" component="header">
        <Button onClick={() => setOpened(true)}>Impersonation</Button>
        <ClientPicker />
      </Group>
      <ImpersonationModal opened={opened} onClose={() => setOpened(false)} />
      <Container size="xl" component="main">
        <ImpersonationBanner />
        <Routes>
          <Route path="*" element={<AdminRoutes />} />
        </Routes>
      </Container>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <PortalProviders>
    <BrowserRouter>
      <Standalone />
    </BrowserRouter>
  </PortalProviders>,
);
