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

  const loaded = await page.evaluate(() => {
    type Entry = { from?: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    const federation =
      (
        globalThis as {
          __FEDERATION__?: {
            __INSTANCES__?: { name: string }[];
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
          };
        }
      ).__FEDERATION__ ?? {};
    const copies: Record<string, string[]> = {};
    const users: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry.loaded && !entry.lib) continue;
            const copy = `${version} from ${entry.from}`;
            copies[name] = [...new Set([...(copies[name] ?? []), copy])];
            users[name] = [...new Set([...(users[name] ?? []), ...(entry.useIn ?? [])])];
          }
        }
      }
    }
    // One federation runtime (the host's) holds every bundle's instance.
    const instances = (federation.__INSTANCES__ ?? []).map((instance) => instance.name);
    return { copies, users, instances };
  });

  // The host and the remotes this page rendered took part in the sharing.
  const rendered = ['host', 'mfe_projects', 'mfe_notifications'];
  expect(loaded.instances).toEqual(expect.arrayContaining(rendered));
  expect(loaded.users['react']).toEqual(expect.arrayContaining(rendered));
  for (const name of SINGLETONS) {
    expect.soft(loaded.copies[name], name).toHaveLength(1);
    expect.soft(loaded.copies[name]?.[0], name).toMatch(/from host$/);
  }
});

test('a store write in the host is seen inside a remote', async ({ page }) => {
  await page.goto('/');
  // The header (host) writes the shared auth-modal store; the dialog is rendered by mfe-auth.
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
});
