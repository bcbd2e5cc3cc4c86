import { expect, test, type Locator, type Page } from '@playwright/test';
import { described, settled, wcagAxe, WIDTHS } from '../support/axe';
import { signIn } from '../support/portal';

// Every page of the portal, as the person who would see it, scanned by axe against WCAG 2.2 AA
// (with "label in name" on) at 1366 px and on a 390 px phone: any violation, at any impact, fails
// (issues 28 and 48). A page is scanned once it shows what it is for (its heading, its list, its
// form), never after a sleep. The dialogs of review and a guest's pages: review-a11y.spec.
test.describe.configure({ timeout: 420_000 });

/** One page: where it is (from the project page's address, for a project's pages), and when it is ready. */
interface PageCheck {
  name: string;
  path: string | ((project: string) => string);
  /** What shows it is ready: by default its first heading. */
  ready?: (page: Page) => Locator;
  /** What to do once ready, before the scan (open a dialog). */
  then?: (page: Page) => Promise<void>;
}

const firstHeading = (page: Page) => page.getByRole('heading').first();
const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name });

/** Scans each page at each width; every finding is collected, so one run names them all. */
async function scanEvery(page: Page, checks: PageCheck[], project = '') {
  const found: string[] = [];
  for (const check of checks) {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto(typeof check.path === 'string' ? check.path : check.path(project));
      await expect((check.ready ?? firstHeading)(page)).toBeVisible({ timeout: 30_000 });
      await check.then?.(page);
      // What the page loads (a table's rows) is drawn before the scan, not after it.
      await page.waitForLoadState('networkidle');
      await settled(page);
      const results = await wcagAxe(page).analyze();
      for (const line of described(results.violations)) {
        found.push(`${check.name} (${size.name}): ${line}`);
      }
    }
  }
  return found;
}

/** The address of a project's page, opened from the projects list by its name. */
async function projectPath(page: Page, name: string) {
  await page.goto('/projects');
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname;
}

const openDialog = (button: string, dialog: string) => async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible({ timeout: 30_000 });
};

test('every page a visitor can reach', async ({ page }) => {
  const found = await scanEvery(page, [
    { name: 'home', path: '/', ready: heading('Lumen Studio') },
    {
      name: 'login modal',
      path: '/',
      ready: heading('Lumen Studio'),
      then: openDialog('Log In', 'Log In'),
    },
    { name: 'register modal', path: '/', ready: heading('Lumen Studio'), then: openRegister },
    { name: 'engagement', path: '/engagement' },
    { name: 'embedded post', path: '/embed/project/1/post/1' },
    {
      // The seed's first medium, a picture of the Showcase project's first post.
      name: 'embedded file',
      path: '/project/1/post/1/embed/1',
      ready: (page) => page.getByRole('img', { name: 'Dusk from the foreshore', exact: true }),
    },
    { name: 'forgot password', path: '/account/forgot-password' },
    { name: 'reset password', path: '/account/reset-password?email=nobody%40example.com&token=x' },
    { name: 'confirm e-mail', path: '/account/confirm-email' },
    { name: 'accept invitation', path: '/account/confirm-email-set-password' },
    {
      name: 'external sign-in failed',
      path: '/account/external-login?error=Sign-in%20was%20cancelled.',
    },
    { name: 'share link not found', path: '/share/no-such-link' },
    { name: 'page not found', path: '/no-such-page' },
    { name: 'access denied', path: '/access-denied' },
  ]);
  expect(found).toEqual([]);
});

async function openRegister(page: Page) {
  await openDialog('Log In', 'Log In')(page);
  await page
    .getByRole('dialog', { name: 'Log In' })
    .getByRole('button', { name: 'Sign up here' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
}

test("every page of a client's user", async ({ page }) => {
  await signIn(page, 'client@example.com');
  const project = await projectPath(page, 'Waterfront Pavilion');
  const found = await scanEvery(
    page,
    [
      { name: 'projects', path: '/projects', ready: heading('My Projects') },
      {
        // On a phone the header's menu, open (its close button named); at desktop width the bell's list.
        name: 'menu (phone) or notifications list (desktop)',
        path: '/projects',
        ready: heading('My Projects'),
        then: async (p) => {
          const menu = p.getByRole('button', { name: 'Open menu' });
          if (await menu.isVisible()) {
            await menu.click();
            await expect(p.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          } else {
            await p
              .getByRole('banner')
              .getByRole('button', { name: /^Notifications/ })
              .click();
            await expect(p.getByRole('list', { name: 'Notifications list' })).toBeVisible();
          }
        },
      },
      {
        name: 'projects (List view)',
        path: '/projects',
        ready: heading('My Projects'),
        then: async (p) => {
          await p
            .locator('label')
            .filter({ hasText: /^List$/ })
            .click();
          await expect(p.getByRole('table', { name: 'Projects' })).toBeVisible();
        },
      },
      { name: 'project', path: (p) => p, ready: heading('Waterfront Pavilion') },
      ...(['estimates', 'questions', 'invoices'] as const).map((tab) => ({
        name: `project ${tab}`,
        path: (p: string) => `${p}/${tab}`,
        ready: (p: Page) =>
          p
            .getByRole('tabpanel')
            .getByRole('table')
            .or(p.getByRole('tabpanel').getByText(/^No /))
            .first(),
      })),
      { name: 'interactive', path: '/prototype', ready: heading('Interactive') },
      { name: 'notifications', path: '/notifications' },
      { name: 'downloads', path: '/downloads' },
      { name: 'manage account', path: '/manage' },
    ],
    project,
  );
  expect(found).toEqual([]);
});

test("every page of the studio's admin, and the client's project admin", async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@example.com');
  const project = await projectPath(page, 'Waterfront Pavilion');
  const adminFound = await scanEvery(
    page,
    [
      { name: 'project (studio)', path: (p) => p, ready: heading('Waterfront Pavilion') },
      {
        name: 'estimates (studio)',
        path: (p) => `${p}/estimates`,
        ready: (p) => p.getByRole('tabpanel').getByRole('table').first(),
      },
      {
        name: 'new invoice, its date picker open',
        path: (p) => `${p}/invoices`,
        ready: (p) => p.getByRole('button', { name: 'New invoice' }),
        then: async (p) => {
          await p.getByRole('button', { name: 'New invoice' }).click();
          const dialog = p.getByRole('dialog', { name: 'New invoice' });
          await dialog.getByRole('textbox', { name: 'Due date' }).click();
          // The calendar opens on this month: today's day button is in it.
          const today = new Date().toLocaleDateString('en-AU', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          });
          await expect(p.getByRole('button', { name: today, exact: true })).toBeVisible();
        },
      },
      ...['users', 'clients', 'permissions', 'audit', 'notifications', 'enquiries'].map(
        (section) => ({
          name: `admin ${section}`,
          path: `/admin/${section}`,
        }),
      ),
    ],
    project,
  );

  const context = await browser.newContext();
  const olivia = await context.newPage();
  await signIn(olivia, 'olivia@harbourco.example.com');
  const oliviaFound = await scanEvery(
    olivia,
    [
      {
        name: 'estimates (client project admin)',
        path: (p) => `${p}/estimates`,
        ready: (p) => p.getByRole('tabpanel').getByRole('table').first(),
      },
    ],
    project,
  );
  await context.close();
  expect([...adminFound, ...oliviaFound]).toEqual([]);
});
