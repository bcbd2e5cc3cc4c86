import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { signIn } from '../support/portal';
import { serious } from '../support/axe';

const PROJECT = 'Circular Quay Offices';

/** A signed-in page of its own (own cookies), on the project's page. */
async function onProject(browser: Browser, email: string, url?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  if (url) await page.goto(url);
  else await page.getByRole('link', { name: PROJECT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  return { page, close: () => context.close() };
}

test('a reply to a comment reaches its author’s notifications', async ({ browser }) => {
  // Several people, browsers or full reloads in one journey: on two shared cores, triple the time.
  test.slow();
  // Unique words, so the test finds its own thread whatever else the database holds.
  const stamp = Date.now();
  const question = `Could the lobby timber be warmer? (${stamp})`;
  const answer = `Yes, we will try a warmer oak. (${stamp})`;

  const casey = await onProject(browser, 'client@example.com');
  const comments = casey.page.getByRole('region', { name: 'Comments' });
  await comments.getByRole('textbox', { name: 'Comment' }).fill(question);
  await comments.getByRole('button', { name: 'Post comment' }).click();
  const thread = comments
    .getByRole('article', { name: 'Comment by Casey Client' })
    .filter({ hasText: question });
  await expect(thread).toBeVisible();
  await expect(thread.getByText('just now')).toBeVisible();

  const olivia = await onProject(browser, 'olivia@harbourco.example.com', casey.page.url());
  const herView = olivia.page
    .getByRole('region', { name: 'Comments' })
    .getByRole('article', { name: 'Comment by Casey Client' })
    .filter({ hasText: question });
  await herView.getByRole('button', { name: 'Reply' }).click();
  await herView.getByRole('textbox', { name: 'Reply to Casey Client' }).fill(answer);
  await herView.getByRole('button', { name: 'Post reply' }).click();
  await expect(herView.getByRole('article', { name: 'Reply by Olivia Harbour' })).toContainText(
    answer,
  );

  // The reply reaches Casey live, as a toast; her open thread shows it after a reload.
  await expect(
    casey.page.getByRole('alert').filter({ hasText: 'Olivia Harbour replied to your comment' }),
  ).toBeVisible();
  await casey.page.reload();
  await expect(thread.getByRole('article', { name: 'Reply by Olivia Harbour' })).toContainText(
    answer,
  );
  // The project page with a discussion on it: no serious accessibility violations.
  const results = await new AxeBuilder({ page: casey.page }).include('main').analyze();
  expect(serious(results.violations)).toEqual([]);

  await casey.page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const item = casey.page
    .getByRole('list', { name: 'Notifications list' })
    .getByRole('listitem')
    .filter({ hasText: answer });
  await expect(item).toContainText('Olivia Harbour replied to your comment');

  // Opening the reply's notification lands on the project at that reply, and closes the dropdown.
  await casey.page.evaluate(() => window.scrollTo(0, 0));
  await item.getByText('Olivia Harbour replied to your comment').click();
  await expect(casey.page).toHaveURL(/\/projects\/\d+#comment-\d+$/);
  const replyId = new URL(casey.page.url()).hash.slice(1);
  const reply = casey.page.locator(`#${replyId}`);
  await expect(reply).toHaveAccessibleName('Reply by Olivia Harbour');
  await expect(reply).toContainText(answer);
  await expect(reply).toBeInViewport();
  await expect(casey.page.getByRole('list', { name: 'Notifications list' })).toBeHidden();

  await olivia.close();
  await casey.close();
});
