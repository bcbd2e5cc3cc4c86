import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Container } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { authStore, PortalProviders } from '@portal/shared';
import ProjectsRoutes from './exposed/projects-routes';
import PrototypePage from './exposed/prototype-page';
import UploadLinkPage from './exposed/upload-link-page';

// Standalone page for the team: sign in through the portal (same API) to see data here.
void authStore.getState().load();

createRoot(document.getElementById('root')!).render(
  <PortalProviders>
    <BrowserRouter>
      <Container size="xl" py="md" component="main">
        <Routes>
          <Route path="/projects/*" element={<ProjectsRoutes />} />
          <Route path="/prototype" element={<PrototypePage />} />
          <Route path="/upload/:token" element={<UploadLinkPage />} />
          <Route path="*" element={<Navigate to="/projects" replace />} />
        </Routes>
      </Container>
    </BrowserRouter>
  </PortalProviders>,
);
