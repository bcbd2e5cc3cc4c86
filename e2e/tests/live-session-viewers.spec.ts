import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/portal';

// A live review session (issue 50, part 1) over the viewers other than the video's, in the
// shared portal: Ada presents the seed's PDF and turns to page 2, Olivia follows and is there;
// then Ada presents a 360° picture and turns the view, and Mia (whose organisation's project
// it is: Olivia may not review it) follows and looks the same way.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
const SLOW = { timeout: 45_000 };

/** A browser of `email`'s with a medium's review open, and its session bar. */
async function openReview(browser: Browser, email: string, project: string, title: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  await page.getByRole('link', { name: project }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: project })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Comments on ${title}: `) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  return {
    page,
    dialog,
    panel: dialog.getByRole('complementary', { name: 'Review' }),
    bar: dialog.getByRole('region', { name: 'Live session' }),
    close: () => context.close(),
  };
}

type Reviewer = Awaited<ReturnType<typeof openReview>>;

/** One presents, the other sees it and follows. */
async function follow(presenter: Reviewer, follower: Reviewer) {
  await presenter.bar.getByRole('button', { name: 'Present' }).click();
  await expect(presenter.bar.getByRole('status')).toHaveText('You are presenting');
  await expect(follower.bar.getByRole('status')).toHaveText('Ada Admin is presenting —', SLOW);
  await follower.bar.getByRole('button', { name: 'Follow' }).click();
  await expect(follower.bar.getByRole('status')).toHaveText('Following Ada Admin');
}

/** Ends the session: the follower may present in turn. */
async function stop(presenter: Reviewer, follower: Reviewer) {
  await presenter.bar.getByRole('button', { name: 'Stop presenting' }).click();
  await expect(follower.bar.getByRole('button', { name: 'Present' })).toBeVisible(SLOW);
}

/**
 * The direction of the 360° view now, as the review panel words a comment's pin there
 * ('At yaw 35°, pitch −10°'): 'Comment here' pins it, 'Use current position' again.
 */
async function direction(panel: Locator) {
  const again = panel.getByRole('button', { name: 'Use current position' });
  if (await again.isVisible()) await again.click();
  else await panel.getByRole('button', { name: 'Comment here' }).click();
  return panel.getByText(/^At yaw /).innerText();
}

/** Drags across the middle of an element (a drag turns a 360° view: no time involved). */
async function dragAcross(page: Page, element: Locator, dx: number) {
  const box = (await element.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

test('a follower sees the page the presenter turns to in a PDF', async ({ browser }) => {
  const args = ['Waterfront Pavilion', 'Design visualisation report'] as const;
  const ada = await openReview(browser, 'admin@example.com', ...args);
  const olivia = await openReview(browser, 'olivia@harbourco.example.com', ...args);
  await expect(ada.dialog.getByText('Page 1 of 4')).toBeVisible(SLOW);
  await expect(olivia.dialog.getByText('Page 1 of 4')).toBeVisible(SLOW);

  await follow(ada, olivia);
  await ada.dialog.getByRole('button', { name: 'Next page' }).click();
  await expect(ada.dialog.getByText('Page 2 of 4')).toBeVisible();
  await expect(olivia.dialog.getByText('Page 2 of 4')).toBeVisible(SLOW);
  await expect(olivia.bar.getByRole('status')).toHaveText('Following Ada Admin');
  // Zoomed in: the follower's page is drawn as wide as the presenter's (the same window).
  const widthOf = async (who: Reviewer) =>
    (await who.dialog.locator('.react-pdf__Page').boundingBox())?.width ?? 0;
  const fitted = await widthOf(ada);
  await ada.dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => widthOf(ada)).toBeGreaterThan(fitted * 1.2);
  const zoomed = await widthOf(ada);
  await expect.poll(() => widthOf(olivia), SLOW).toBeCloseTo(zoomed, 0);

  await stop(ada, olivia);
  await ada.close();
  await olivia.close();
});

test('a follower looks where the presenter turns a 360° picture', async ({ browser }) => {
  const args = ['Outback Explorer VR', 'Sunset at the rock'] as const;
  const ada = await openReview(browser, 'admin@example.com', ...args);
  const mia = await openReview(browser, 'mia@kookaburra.example.com', ...args);
  const sphereOf = (who: Reviewer) =>
    who.dialog.getByRole('application', { name: '360° view of Sunset at the rock' });
  await expect(sphereOf(ada).locator('canvas')).toBeVisible(SLOW);
  await expect(sphereOf(mia).locator('canvas')).toBeVisible(SLOW);

  await follow(ada, mia);
  const before = await direction(ada.panel);
  await dragAcross(ada.page, sphereOf(ada), -300);
  // Turned (and come to rest after the drag's glide): the follower looks the same way.
  await expect(async () => {
    const turned = await direction(ada.panel);
    expect(turned).not.toBe(before);
    expect(await direction(mia.panel)).toBe(turned);
  }).toPass(SLOW);
  await expect(mia.bar.getByRole('status')).toHaveText('Following Ada Admin');
  // Her own drag: she looks about on her own, and may follow again.
  await dragAcross(mia.page, sphereOf(mia), 200);
  await expect(mia.bar.getByRole('status')).toHaveText('Ada Admin is presenting —');
  await expect(mia.bar.getByRole('button', { name: 'Follow' })).toBeVisible();

  await stop(ada, mia);
  await ada.close();
  await mia.close();
});
