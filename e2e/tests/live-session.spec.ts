import { expect, test, type Browser } from '@playwright/test';
import { pinHubTo } from '../support/hub-bridge.mjs';
import { signIn } from '../support/portal';
import { processCaller, startSecondPortal } from '../support/second-portal';
import { servicesReachable } from '../support/services.mjs';

// A live review session (issue 50, part 1) across two API processes: Ada presents the seed's
// fly-through with her hub socket on process A, Olivia follows with hers on process B (Redis
// carries the session between them), and sees the frame Ada shows after a seek and a frame
// step, and her loop range; her own frame step ends following. A review link's guest follows
// too, through the link's event stream (no hub connection).

const services = await servicesReachable();
test.skip(
  !services.postgres || !services.redis,
  'PostgreSQL and Redis did not answer (see "Past one machine" in the README)',
);
test.describe.configure({ mode: 'serial', timeout: 240_000 });
const SLOW = { timeout: 45_000 };

let portal: Awaited<ReturnType<typeof startSecondPortal>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  portal = await startSecondPortal({ portShift: 300 });
});

test.afterAll(async () => {
  await portal?.stop();
});

/**
 * A browser of `email`'s, its hub on one process, with the fly-through's review open; without
 * `email`, a guest of the review link at `linkPath`.
 */
async function openFlyThrough(browser: Browser, email: string | null, where: string) {
  const context = await browser.newContext({
    baseURL: portal.url,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  if (email) {
    await pinHubTo(page, where);
    await signIn(page, email);
    await page.getByRole('link', { name: 'Waterfront Pavilion' }).first().click();
  } else {
    await page.goto(where);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Waterfront Pavilion' })).toBeVisible();
  await page.getByRole('button', { name: /^Comments on Fly-through: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Fly-through' });
  const video = dialog.getByLabel('Fly-through', { exact: true });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), SLOW)
    .toBeGreaterThanOrEqual(1);
  return {
    page,
    dialog,
    video,
    bar: dialog.getByRole('region', { name: 'Live session' }),
    timecode: dialog.getByRole('timer', { name: 'Timecode' }),
  };
}

test('a follower on another API process sees the presenter’s frame after a seek and a frame step', async ({
  browser,
}) => {
  const [originA, originB] = portal.apis.origins;
  const ada = await openFlyThrough(browser, 'admin@example.com', originA!);
  const olivia = await openFlyThrough(browser, 'olivia@harbourco.example.com', originB!);

  await ada.bar.getByRole('button', { name: 'Present' }).click();
  await expect(ada.bar.getByRole('status')).toHaveText('You are presenting');
  await expect(olivia.bar.getByRole('status')).toHaveText('Ada Admin is presenting —', SLOW);
  await expect(ada.bar).toContainText('Watching: Olivia Harbour');
  await olivia.bar.getByRole('button', { name: 'Follow' }).click();
  await expect(olivia.bar.getByRole('status')).toHaveText('Following Ada Admin');

  // A seek, paused: frame 60 at 24 fps (its middle, as the player's own steps land).
  await ada.video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 60.5 / 24;
  });
  await expect(ada.timecode).toHaveText(/^00:00:02:12 \/ /, SLOW);
  await expect(olivia.timecode).toHaveText(/^00:00:02:12 \/ /, SLOW);

  // A frame step with the player's own button.
  await ada.dialog.getByRole('button', { name: 'Next frame' }).click();
  await expect(ada.timecode).toHaveText(/^00:00:02:13 \/ /);
  await expect(olivia.timecode).toHaveText(/^00:00:02:13 \/ /, SLOW);

  // Olivia steps on her own: she is no longer following, and may follow again.
  await olivia.dialog.getByRole('button', { name: 'Next frame' }).click();
  await expect(olivia.bar.getByRole('status')).toHaveText('Ada Admin is presenting —');
  await expect(olivia.timecode).toHaveText(/^00:00:02:14 \/ /);
  await ada.dialog.getByRole('button', { name: 'Previous frame' }).click();
  await expect(ada.timecode).toHaveText(/^00:00:02:12 \/ /);
  await expect(olivia.timecode).toHaveText(/^00:00:02:14 \/ /);
  await olivia.bar.getByRole('button', { name: 'Follow' }).click();
  await expect(olivia.timecode).toHaveText(/^00:00:02:12 \/ /, SLOW);

  // A loop range from Ada's frame to the end (I) is Olivia's too.
  await ada.dialog.getByRole('button', { name: 'Loop from this frame' }).click();
  await expect(
    olivia.dialog.getByRole('button', { name: 'Clear loop 00:00:02:12–00:00:03:23' }),
  ).toBeVisible(SLOW);

  // Ada stops: the session ends for both, and either may present.
  await ada.bar.getByRole('button', { name: 'Stop presenting' }).click();
  await expect(olivia.bar.getByRole('button', { name: 'Present' })).toBeVisible(SLOW);
  await expect(olivia.bar.getByRole('status')).toHaveText('');
});

test('a review link’s guest follows the presenter through the link’s own feed', async ({
  browser,
}) => {
  const [originA] = portal.apis.origins;
  const olivia = await processCaller(portal.apis.origins, 'olivia@harbourco.example.com');
  const projects = (await (
    await olivia.get('A', `/api/projects?search=${encodeURIComponent('Waterfront Pavilion')}`)
  ).json()) as { items: { id: number; name: string }[] };
  const projectId = projects.items.find((project) => project.name === 'Waterfront Pavilion')!.id;
  const created = await olivia.post('A', `/api/projects/${projectId}/share-links`, {
    data: { label: `Live guests ${Date.now()}`, allowComments: true, downloads: 'none' },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { url: string };

  const ada = await openFlyThrough(browser, 'admin@example.com', originA!);
  const guest = await openFlyThrough(browser, null, new URL(link.url).pathname);
  // A guest never presents; they follow once someone does.
  await expect(guest.bar.getByRole('button', { name: 'Present' })).toHaveCount(0);
  await ada.bar.getByRole('button', { name: 'Present' }).click();
  await expect(guest.bar.getByRole('status')).toHaveText('Ada Admin is presenting —', SLOW);
  await guest.bar.getByRole('button', { name: 'Follow' }).click();
  await expect(guest.bar.getByRole('status')).toHaveText('Following Ada Admin');

  await ada.video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 30.5 / 24;
  });
  await expect(ada.timecode).toHaveText(/^00:00:01:06 \/ /, SLOW);
  await expect(guest.timecode).toHaveText(/^00:00:01:06 \/ /, SLOW);
  await ada.dialog.getByRole('button', { name: 'Next frame' }).click();
  await expect(guest.timecode).toHaveText(/^00:00:01:07 \/ /, SLOW);

  await ada.bar.getByRole('button', { name: 'Stop presenting' }).click();
  await expect(guest.bar.getByRole('status')).toHaveText('', SLOW);
  await olivia.context.dispose();
});
