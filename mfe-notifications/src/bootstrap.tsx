import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Container, Group, Title } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authStore, PortalProviders } from '@portal/shared';
import LiveNotifications from './exposed/live-notifications';
import NotificationsBell from './exposed/notifications-bell';
import NotificationsPage from './exposed/notifications-page';

// Standalone page for the team: sign in through the portal (same API) to see data here.
void authStore.getState().load();

createRoot(document.getElementById('root')!).render(
  <PortalProviders>
    <BrowserRouter>
      <Group justify="space-between" p="md" component="header">
        <Title order={2}>Notifications (standalone)</Title>
        <NotificationsBell />
      </Group>
      <LiveNotifications />
      <Container component="main">
        <Routes>
          <Route path="*" element={<NotificationsPage />} />
        </Routes>
      </Container>
    </BrowserRouter>
  </PortalProviders>,
);
