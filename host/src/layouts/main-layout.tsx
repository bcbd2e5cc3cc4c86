import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { AppFooter } from '../features/footer/app-footer';
import { AppHeader } from '../features/header/app-header';

/** Main layout: header, content and footer. */
export function MainLayout() {
  return (
    <AppShell header={{ height: 64 }} footer={{ height: 44 }} padding="md">
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
    </AppShell>
  );
}
