// A signed-in page starts its remotes beside the user state, not after it (issue 33): the API's
// readable hint cookie, set and removed with the session, says signed in. A visitor's first visit
// asks for nothing of the federation before its load event, and a hint the user state proves
// wrong is dropped.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/portal';
import { remoteOrigin } from '../support/ports';

const HINT = 'portal.signed-in';

test('a signed-in page asks for its remote while the user state is held back; signing out drops the hint', async ({
  page,
  context,
}) => {
  await signIn(page, 'client@example.com');
  const hint = async () => (await context.cookies()).find((cookie) => cookie.name === HINT);
  expect(await hint()).toMatchObject({ value: '1', httpOnly: false });

  // The user state answers only once the projects remote's manifest has been asked for: a page
  // that waited for the user state before its remotes would never paint.
  let manifestAsked = () => {};
  const asked = new Promise<void>((resolve) => (manifestAsked = resolve));
  await page.route(`${remoteOrigin('mfe_projects')}/mf-manifest.json`, (route) => {
    manifestAsked();
    return route.continue();
  });
  await page.route('**/api/account/user-state', async (route) => {
    await asked;
    return route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible({
    timeout: 30_000,
  });

  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('banner').getByRole('button', { name: 'Log off' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await hint()).toBeUndefined();
});

test('a hint the user state proves wrong is dropped, and the visitor is asked to sign in', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: HINT, value: '1', url: baseURL! }]);
  await page.goto('/projects');
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === HINT))
    .toBe(false);
});

test("a visitor's first visit asks for no registry or federation file before its load event", async ({
  page,
}) => {
  const before: string[] = [];
  const after: string[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    (loaded ? after : before).push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const federated = before.filter((file) =>
    /remotes\.json$|mf-manifest\.json$|remoteEntry\.js$|\/federation\.[0-9a-f]+\.js$/.test(file),
  );
  expect(federated).toEqual([]);
  // Once idle, the sign-in modals are preloaded, and with them the registry.
  await expect.poll(() => after.includes('/config/remotes.json')).toBe(true);
});
