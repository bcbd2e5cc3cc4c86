import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAdmin, signInAs } from '../support/admin-api';
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

/** Runs the API's own command that queues the digests of the last 07:00 (Sydney) before `at`. */
function queueDigests(at: Date) {
  const cli = path.join(import.meta.dirname, '..', '..', 'api', 'dist', 'mail', 'digest-cli.js');
  const env = { ...process.env, DATABASE_FILE: process.env.E2E_DATABASE_FILE };
  return execFileSync(process.execPath, [cli, '--at', at.toISOString()], { env }).toString();
}

test("a day's new posts arrive as one digest the next morning", async ({ browser }, testInfo) => {
  const stamp = Date.now();
  const titles = [`Digest north elevation (${stamp})`, `Digest south elevation (${stamp})`];
  // Casey hears of new posts in the digest (the default, set again in case a run changed it).
  const casey = await signInAs(browser, CASEY);
  const reset = await casey.put('/api/account/mail-preferences', {
    preferences: { newPost: 'digest' },
  });
  expect(reset.ok()).toBe(true);
  await casey.close();
  // The studio posts twice on a project of Casey's client.
  const ada = await signInAdmin(browser);
  const projects = (await (await ada.get('/api/projects?search=Waterfront')).json()) as {
    items: Array<{ id: number; name: string }>;
  };
  const project = projects.items.find((each) => each.name === 'Waterfront Pavilion')!;
  for (const title of titles) {
    const posted = await ada.post(`/api/projects/${project.id}/posts`, { title, summary: '' });
    expect(posted.ok()).toBe(true);
  }
  await ada.close();
  // Nothing comes at once; the next morning's digest holds both (a retry asks for a later one:
  // each person's digest of a day goes once).
  const morning = new Date(Date.now() + (testInfo.retry + 1) * 24 * 3600 * 1000);
  expect(queueDigests(morning)).toMatch(
    /^Queued the digests of \d{4}-\d{2}-\d{2} for \d+ (person|people)/,
  );
  const digest = await mailWith(CASEY, titles[0]!);
  expect(digest.subject).toMatch(/^Your Lumen Studio digest for /);
  expect(digest.text).toContain(titles[1]);
  expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const immediate = (await caughtMail()).filter(
    (mail) => mail.to.includes(CASEY) && mail.text.includes(titles[0]!) && mail.id !== digest.id,
  );
  expect(immediate).toEqual([]);
});
