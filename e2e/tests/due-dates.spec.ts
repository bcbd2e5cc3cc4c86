import { expect, test } from '@playwright/test';
import { signInAs } from '../support/admin-api';
import { freshPost } from '../support/uploads';

// Review due dates (issue 31, part 4): a post given a review due day in 'Edit post' shows it;
// the project page lists the reviews past their day that are still open, each opening its medium.
test.describe.configure({ timeout: 120_000 });

/** Tomorrow as the date field takes it (DD/MM/YYYY) and as a post shows it ('Due 3 Dec'). */
function tomorrow() {
  const day = new Date(Date.now() + 24 * 3600 * 1000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(day)
      .map((part) => [part.type, part.value]),
  );
  const shown = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'short',
  }).format(day);
  return { typed: `${parts.day}/${parts.month}/${parts.year}`, shown: `Due ${shown}` };
}

test("a post's review due day shows on it, and the project page lists the overdue reviews", async ({
  browser,
}) => {
  const title = `Due review ${Date.now()}`;
  const ada = await freshPost(browser, title);
  const { page } = ada;
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit post' }).click();
  const dialog = page.getByRole('dialog');
  const due = dialog.getByRole('textbox', { name: 'Review due' });
  await expect(due).toBeEnabled();
  const { typed, shown } = tomorrow();
  await due.fill(typed);
  await due.press('Tab');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  const post = page.getByRole('article', { name: title });
  await expect(post.getByText(shown)).toBeVisible();
  await expect(post.getByText('Overdue', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: title }).getByText(shown)).toBeVisible();
  await ada.close();

  // The seed's PDF on Waterfront Pavilion is past its day and still awaits review.
  const olivia = await signInAs(browser, 'olivia@harbourco.example.com');
  await olivia.page.getByRole('link', { name: 'Waterfront Pavilion' }).first().click();
  const overdue = olivia.page.getByRole('region', { name: 'Overdue reviews' });
  await expect(overdue).toBeVisible();
  await overdue.getByRole('link', { name: 'Design visualisation report' }).click();
  await expect(olivia.page).toHaveURL(/[?&]media=\d+/);
  await expect(
    olivia.page.getByRole('dialog', { name: 'Design visualisation report' }),
  ).toBeVisible();
  await olivia.close();
});
