import { expect, test } from '@playwright/test';
import { signInAs } from '../support/admin-api';
import { caughtMail, type CaughtMail } from '../support/mail';

// E-mail people act on (issue 31, part 3): a mention in a review comment is e-mailed at once
// (read from the portal's mail catcher); its link opens the medium at the comment, and its
// unsubscribe link works without signing in.
test.describe.configure({ timeout: 180_000 });
const DRAWN = { timeout: 45_000 };
const CASEY = 'client@example.com';
const MEDIUM = 'Under the timber canopy';

/** The e-mail to an address whose text holds the words (waits for it to arrive). */
async function mailWith(address: string, words: string) {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      found = (await caughtMail()).find(
        (mail) => mail.to.includes(address) && mail.text.includes(words),
      );
      return found !== undefined;
    }, DRAWN)
    .toBe(true);
  return found!;
}

test('a mention is e-mailed at once; its link opens the medium at the comment, and unsubscribing needs no sign-in', async ({
  browser,
}) => {
  test.slow();
  const words = `please check the bench shadow (${Date.now()})`;
  // Casey hears of comments at once (a retry of this journey finds them unsubscribed otherwise).
  const casey = await signInAs(browser, CASEY);
  const reset = await casey.put('/api/account/mail-preferences', {
    preferences: { comment: 'immediately' },
  });
  expect(reset.ok()).toBe(true);
  // Olivia (whom no other journey gives a second sign-in step) mentions Casey.
  const olivia = await signInAs(browser, 'olivia@harbourco.example.com');
  await olivia.page.getByRole('link', { name: 'Waterfront Pavilion' }).first().click();
  await olivia.page.getByRole('button', { name: new RegExp(`^Comments on ${MEDIUM}: `) }).click();
  const dialog = olivia.page.getByRole('dialog', { name: MEDIUM });
  const panel = dialog.getByRole('complementary', { name: 'Review' });
  await expect(dialog.getByRole('img', { name: MEDIUM })).toBeVisible(DRAWN);
  await panel.getByRole('button', { name: 'Comment here' }).click();
  const box = panel.getByRole('textbox', { name: 'Comment' });
  await box.pressSequentially('@Casey');
  await panel.getByRole('option', { name: 'Casey Client' }).click();
  await box.pressSequentially(` ${words}`);
  await panel.getByRole('button', { name: 'Post comment' }).click();
  await expect(panel.getByRole('article').filter({ hasText: words })).toBeVisible();
  await olivia.close();

  // The e-mail: multipart, one-click unsubscribe headers, the action's link on its own line.
  const mail = await mailWith(CASEY, words);
  expect(mail.subject).toBe(`Olivia Harbour mentioned you on ${MEDIUM}`);
  expect(mail.html).toContain(words);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  // A long header may be folded onto a second line.
  expect(mail.headers['list-unsubscribe']).toMatch(
    /<https?:\/\/[^>]+\/api\/mail\/unsubscribe\?token=/,
  );
  const link = new URL(/Open in the portal:\s+(\S+)/.exec(mail.text)![1]!);
  expect(link.searchParams.get('comment')).toMatch(/^\d+$/);

  // Opened by Casey, the link shows the medium with the comment.
  await casey.page.goto(link.pathname + link.search);
  const opened = casey.page.getByRole('dialog', { name: MEDIUM });
  await expect(opened.getByRole('img', { name: MEDIUM })).toBeVisible(DRAWN);
  await expect(
    opened
      .getByRole('complementary', { name: 'Review' })
      .getByRole('article')
      .filter({ hasText: words }),
  ).toBeVisible();

  // The unsubscribe page, in a browser that is not signed in: it asks, and the button does it.
  const unsubscribe = new URL(
    /https?:\/\/\S+\/account\/unsubscribe\?token=\S+/.exec(mail.text)![0],
  );
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(unsubscribe.pathname + unsubscribe.search);
  await expect(page.getByText('Stop e-mails about comments and mentions?')).toBeVisible(DRAWN);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You will no longer get e-mails about' }),
  ).toHaveText('You will no longer get e-mails about comments and mentions.');
  await visitor.close();

  // Casey's own settings say so.
  await casey.page.goto('/manage');
  const comments = casey.page.getByRole('radiogroup', { name: 'Comments and mentions' });
  await expect(comments.getByRole('radio', { name: 'Off' })).toBeChecked(DRAWN);
  await casey.close();
});
