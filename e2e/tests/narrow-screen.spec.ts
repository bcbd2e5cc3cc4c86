import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAdmin } from '../support/admin-api';
import { fillLogin } from '../support/portal';

// A phone in portrait: nothing the user needs to read or press is cut off.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * The element and everything in it show their whole content, inside the screen's width (polled:
 * a dropdown settles into place after it opens).
 */
async function expectWhole(locator: Locator) {
  await expect(locator).toBeVisible();
  const measure = () =>
    locator.evaluate((element) => {
      const cut = [element, ...element.querySelectorAll('*')].filter(
        (node) =>
          node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflow !== 'visible',
      );
      const box = element.getBoundingClientRect();
      const outside = box.left < 0 || box.right > window.innerWidth + 1;
      return { cut: cut.map((node) => node.textContent), outside };
    });
  await expect.poll(measure, { message: (await locator.textContent()) ?? '' }).toEqual({
    cut: [],
    outside: false,
  });
}

/**
 * Opens a guarded page, signs in from the login modal it shows, and waits for the full page load
 * that follows a sign-in (the page is shown once before it), so the next step is not cut short.
 */
async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  const reloaded = page.waitForEvent('load');
  await fillLogin(page, email);
  await reloaded;
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('the notifications page and a project’s post buttons fit a 390 px screen', async ({
  page,
}) => {
  test.slow();
  await signInAt(page, '/notifications', 'client@example.com');
  await expectWhole(page.getByRole('button', { name: 'Mark all read' }));
  await expectWhole(page.getByRole('button', { name: 'Delete all read' }));

  // On a phone the header's controls sit behind its menu button.
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const dropdown = page.getByRole('dialog').filter({ hasText: 'Delete all read' });
  await expectWhole(dropdown.getByRole('button', { name: 'Mark all read' }));
  await expectWhole(dropdown.getByRole('button', { name: 'Delete all read' }));
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();

  await page.goto('/projects');
  await page.getByRole('link', { name: 'Waterfront Pavilion' }).click();
  const downloads = page.getByRole('button', { name: /^Download files: / });
  await expect(downloads.first()).toBeVisible();
  for (const button of await downloads.all()) await expectWhole(button);
  // The project's tabs on one row, each whole (walk D33).
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  const rows = new Set<number>();
  for (const tab of await tabs.all()) {
    await expectWhole(tab);
    rows.add(Math.round((await tab.boundingBox())!.y));
  }
  expect(rows.size).toBe(1);
  // The footer ends the page rather than staying fixed over its foot.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveCount(1);
  expect(await footer.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
});

test('the audit log’s action badges fit a 390 px screen', async ({ page, browser }) => {
  test.slow();
  // One start and stop, so the log has rows whatever ran before.
  const admin = await signInAdmin(browser);
  const [client] = (await (await admin.get('/api/clients/lookup')).json()) as { id: number }[];
  expect((await admin.post('/api/account/impersonate/start', { clientId: client!.id })).ok()).toBe(
    true,
  );
  expect((await admin.post('/api/account/impersonate/stop', {})).ok()).toBe(true);
  await admin.close();

  await signInAt(page, '/admin/audit', 'admin@example.com');
  const table = page.getByRole('table', { name: 'Impersonation audit log' });
  await expectWhole(table.getByText('Started', { exact: true }).first());
  await expectWhole(table.getByText('Stopped', { exact: true }).first());
});
