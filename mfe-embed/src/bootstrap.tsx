import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authStore, PortalProviders } from '@portal/shared';
import EmbedPostPage from './exposed/embed-post-page';
import EngagementPage from './exposed/engagement-page';
import SharePage from './exposed/share-page';

// Served alone (for example inside another site's iframe), this bundle is its own page.
void authStore.getState().load();

createRoot(document.getElementById('root')!).render(
  <PortalProviders>
    <BrowserRouter>
      <main style={{ padding: 12 }}>
        <Routes>
          <Route path="/embed/project/:projectId/post/:postId" element={<EmbedPostPage />} />
          <Route
            path="/project/:projectId/post/:postId/embed/:fileId"
            element={<EmbedPostPage />}
          />
          <Route path="/engagement" element={<EngagementPage />} />
          <Route path="/share/:token" element={<SharePage />} />
          <Route path="*" element={<p>Nothing to show at this address.</p>} />
        </Routes>
      </main>
    </BrowserRouter>
  </PortalProviders>,
);
