import { expect, test } from '@playwright/test';
import { signIn } from '../support/portal';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@tanstack/react-query',
  '@portal/shared',
  '@portal/shared/core',
];

test('the browser holds one loaded copy of every shared singleton across host and remotes', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com');
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Notifications/ }),
  ).toBeVisible();

  const shared = await page.evaluate(async (names) => {
    type Entry = { loaded?: boolean; lib?: () => unknown; useIn?: string[] };
    type Instance = {
      name: string;
      options: { shared: Record<string, { get: () => Promise<() => unknown> }[]> };
    };
    const federation = (
      globalThis as {
        __FEDERATION__?: {
          __INSTANCES__?: Instance[];
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
        };
      }
    ).__FEDERATION__;
    // One federation runtime (the host's) holds every bundle's instance.
    const instances = (federation?.__INSTANCES__ ?? []).map((instance) => instance.name);
    const host = federation?.__INSTANCES__?.find((instance) => instance.name === 'host');
    const byName: Record<string, { copies: string[]; hostsCopy: boolean[]; users: string[] }> = {};
    for (const name of names) {
      // The module the host offers (its own copy, the one its code uses).
      const offered = host?.options.shared[name]?.[0];
      const hostCopy = offered ? (await offered.get())() : undefined;
      // Every bundle's share scope is the host's; entries are listed once per instance.
      const entries = new Map<string, Entry>();
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const packages of Object.values(scopes)) {
          for (const [version, entry] of Object.entries(packages[name] ?? {})) {
            if (entry.loaded && entry.lib) entries.set(version, entry);
          }
        }
      }
      byName[name] = {
        copies: [...entries.keys()],
        hostsCopy: [...entries.values()].map((entry) => entry.lib?.() === hostCopy),
        users: [...entries.values()].flatMap((entry) => entry.useIn ?? []),
      };
    }
    return { instances, byName };
  }, SINGLETONS);

  // The remotes this page rendered use the copy the host offers; the host's own code imports
  // its modules directly, so no bundle holds a copy of its own. These remotes take React's DOM,
  // zustand and Mantine's notifications only through the host (rendering, @portal/shared's
  // stores, its toasts), so those may be left unloaded in the share scope; never twice.
  const remotes = ['mfe_projects', 'mfe_notifications'];
  const onlyThroughTheHost = ['react-dom', 'zustand', '@mantine/notifications'];
  expect(shared.instances).toEqual(expect.arrayContaining(['host', ...remotes]));
  expect(shared.byName['react']?.users).toEqual(expect.arrayContaining(remotes));
  for (const name of SINGLETONS) {
    const { copies = [], hostsCopy = [] } = shared.byName[name] ?? {};
    if (!onlyThroughTheHost.includes(name)) expect.soft(copies, name).toHaveLength(1);
    expect.soft(copies.length, name).toBeLessThanOrEqual(1);
    expect.soft(hostsCopy, name).not.toContain(false);
  }
});

test('a store write in the host is seen inside a remote', async ({ page }) => {
  await page.goto('/');
  // The header (host) writes the shared auth-modal store; the dialog is rendered by mfe-auth.
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
});
