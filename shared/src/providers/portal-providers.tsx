import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { showCarriedToasts } from '../toast/carried-toasts';
import { createPortalQueryClient } from './query-client';
import { portalCssVariables, portalTheme } from './theme';

/** Props of PortalProviders. */
export interface PortalProvidersProps {
  children: ReactNode;
  /** A query client to use (tests pass their own); one is created otherwise. */
  queryClient?: QueryClient;
  /** `test` turns off Mantine's transitions and portals (component tests). */
  env?: 'default' | 'test';
}

/**
 * Everything a page of the portal renders inside: the Mantine theme, the one toast container and
 * the query cache. The host renders it once; a remote renders it only on its standalone page.
 */
export function PortalProviders({ children, queryClient, env = 'default' }: PortalProvidersProps) {
  const [client] = useState(() => queryClient ?? createPortalQueryClient());
  // Toasts said just before a full reload (impersonation Save or Reset) are shown again here.
  useEffect(() => showCarriedToasts(), []);
  return (
    <MantineProvider theme={portalTheme} cssVariablesResolver={portalCssVariables} env={env}>
      {/* Bottom right: toasts that pile up never cover the header's bell and menus, nor the
          bell's dropdown, and hovering one (which holds it open) never blocks them. */}
      <Notifications position="bottom-right" limit={5} />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
