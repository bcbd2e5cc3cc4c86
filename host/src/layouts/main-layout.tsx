import { AppShell, Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { useAuth } from '@portal/shared';
import { AppFooter } from '../features/footer/app-footer';
import { AppHeader } from '../features/header/app-header';
import { NewVersionOffer } from '../features/new-version/new-version-offer';
import { RemoteSlot } from '../remotes/remote-slot';

/**
 * mfe-admin's impersonation banner, loaded only while impersonating (nobody else pays for it).
 * Headless: if mfe-admin is down, pages show no banner rather than an error box on every page
 * (the Impersonation modal, from the same remote, reports it when opened).
 */
function ImpersonationBannerSlot() {
  const impersonating = useAuth(
    (state) => state.userState?.impersonationState.isImpersonating ?? false,
  );
  if (!impersonating) return null;
  return <RemoteSlot id="mfe_admin/ImpersonationBanner" variant="headless" loading={null} />;
}

/** The footer's height: fixed at the foot from 36em; on a phone it follows the page instead. */
const FOOTER_HEIGHT = { base: 0, xs: 44 };

/**
 * Main layout: header, content and footer. On a phone the footer is not fixed but ends the page,
 * so the screen keeps its height for the content (walk D33).
 */
export function MainLayout() {
  return (
    <AppShell header={{ height: 64 }} footer={{ height: FOOTER_HEIGHT }} padding="md">
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main>
        <NewVersionOffer />
        <ImpersonationBannerSlot />
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer visibleFrom="xs">
        <AppFooter />
      </AppShell.Footer>
      <Box component="footer" hiddenFrom="xs" h={44}>
        <AppFooter />
      </Box>
    </AppShell>
  );
}
