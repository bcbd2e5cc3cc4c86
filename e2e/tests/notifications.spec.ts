import fs from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { signInAdmin } from '../support/admin-api';
import { createdNotification, tapHub } from '../support/hub';
import { signIn } from '../support/portal';

// A demo user no other spec signs in as, so toasts meant for them land in these tests only.
const USER = 'mia@kookaburra.example.com';

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const dropdownList = (page: Page) => page.getByRole('list', { name: 'Notifications list' });

/** Closes the toast with this text; toasts sit above the bell's dropdown. */
async function closeToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
}

/** Deletes the user's download jobs (and with them their notifications), as the API allows. */
async function deleteDownloads(page: Page) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  const jobs = (await (await page.request.get('/api/download-jobs?limit=100')).json()) as Array<{
    id: number;
  }>;
  for (const job of jobs) {
    const deleted = await page.request.delete(`/api/download-jobs/${job.id}`, {
      headers: { 'X-XSRF-TOKEN': xsrf ?? '' },
    });
    expect(deleted.ok()).toBe(true);
  }
}

test('a notification sent on the server shows as a toast and in the dropdown without a reload', async ({
  page,
  browser,
}) => {
  // Several people, browsers or full reloads in one journey: on two shared cores, triple the time.
  test.slow();
  const hub = await tapHub(page);
  await signIn(page, USER);
  await hub.connected;
  // Survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const state = await (await page.request.get('/api/account/user-state')).json();

  const title = `Maintenance window ${Date.now()}`;
  const message = 'The portal is read-only from 10 pm AEST tonight.';
  const admin = await signInAdmin(browser);
  const sent = await admin.post('/api/admin/notifications', {
    userId: Number(state.user.id),
    type: 'Alert',
    title,
    message,
  });
  expect(sent.ok()).toBe(true);
  await admin.close();

  const toast = page.getByRole('alert').filter({ hasText: title });
  await expect(toast).toContainText(message);
  await closeToast(page, title);
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell(page).click();
  await expect(dropdownList(page).getByText(title)).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a queued download goes from a progress bar to a clickable item that downloads the zip', async ({
  page,
}) => {
  // Several people, browsers or full reloads in one journey: on two shared cores, triple the time.
  test.slow();
  const hub = await tapHub(page);
  await signIn(page, USER);
  await hub.connected;
  // A retry finds the downloads of the run before: start from none.
  await deleteDownloads(page);
  await page.getByRole('link', { name: 'Outback Explorer VR' }).click();

  // The worker packs a post this small in milliseconds. To see the state in between, the hub's
  // later updates of the job and the list reads are held (a slow network) until released.
  hub.hold((record) => {
    const notification = createdNotification(record);
    return notification?.type === 'Download' && !notification.data?.includes('"Queued"');
  });
  await page.getByRole('button', { name: 'Download files: Uluru panorama' }).click();
  // One toast for the job: the button's, or its live Queued notification's if that came first.
  await closeToast(page, 'Download queued');

  await bell(page).click();
  const job = dropdownList(page).getByRole('listitem').filter({ hasText: 'Uluru panorama' });
  await expect(job.getByRole('progressbar', { name: 'Download queued: Queued' })).toBeVisible();
  // Not clickable yet: the only buttons are its mark-read and delete actions.
  await expect(job.getByRole('button', { name: /is waiting to be packed/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  hub.release();
  await closeToast(page, '“Uluru panorama” is ready to download.');
  await bell(page).click();
  const ready = dropdownList(page).getByRole('listitem').filter({ hasText: 'Download ready' });
  await expect(ready.getByRole('progressbar')).toHaveCount(0);

  // The file opens in a new window (spec point 7), where the browser saves it. Chromium reports
  // a download from a fresh popup on its opener, so whichever page reports it is taken.
  const fromOpener = page.waitForEvent('download');
  fromOpener.catch(() => undefined);
  const fromPopup = new Promise<Download>((resolve) =>
    page.context().on('page', (opened) => opened.on('download', resolve)),
  );
  await ready.getByRole('button', { name: /“Uluru panorama” is ready to download/ }).click();
  const download = await Promise.race([fromOpener, fromPopup]);
  expect(download.suggestedFilename()).toBe('outback-explorer-vr-uluru-panorama.zip');
  const zip = fs.readFileSync(await download.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
});
