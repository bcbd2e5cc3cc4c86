import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAdmin, signInAs } from '../support/admin-api';
import { serious } from '../support/axe';

// Several people in their own browsers: the studio writes, a publisher releases, the client reads.
test.describe.configure({ timeout: 120_000 });

/** Opens a menu by its button and picks one of its items. */
async function choose(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('the studio drafts a post with media, a publisher releases it, and the client sees it only then and cannot change it', async ({
  browser,
}) => {
  const stamp = Date.now();
  const projectName = `Quay Apartments ${stamp}`;
  const title = `Lobby concepts ${stamp}`;
  const ada = await signInAdmin(browser);
  const harbour = (await (await ada.get('/api/projects/clients')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const clientId = harbour.find((client) => client.name === 'Harbour & Co Architects')!.id;
  const created = await ada.post('/api/projects', {
    name: projectName,
    clientId,
    visibility: 3,
    description: 'Twelve storeys on the quay.',
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: number }).id;
  const gallery = (await (await ada.get('/api/gallery')).json()) as Array<{ url: string }>;

  // The studio writes a draft and links a render to it.
  const studio = ada.page;
  await studio.goto(`/projects/${projectId}`);
  await studio.getByRole('button', { name: 'New post' }).click();
  const form = studio.getByRole('dialog', { name: 'New post' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Summary' }).fill('Three material palettes.');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  const post = studio.getByRole('article').filter({ hasText: title });
  await expect(post.getByText('Draft', { exact: true })).toBeVisible();

  await post.getByRole('button', { name: `Add link to ${title}` }).click();
  const add = studio.getByRole('dialog', { name: `Add link to ${title}` });
  await add.getByRole('combobox', { name: 'Content type' }).click();
  await studio.getByRole('option', { name: 'Image', exact: true }).click();
  await add
    .getByRole('textbox', { name: 'Address' })
    .fill(new URL(gallery[0]!.url, studio.url()).href);
  await add.getByRole('textbox', { name: 'Title' }).fill('Palette A');
  await add.getByRole('button', { name: 'Add link' }).click();
  await expect(post.getByRole('button', { name: 'Open Palette A (Image)' })).toBeVisible();
  // The page with its editing controls, a toast and a draft badge showing.
  expect(serious((await new AxeBuilder({ page: studio }).analyze()).violations)).toEqual([]);

  // The client does not see the draft, and is offered nothing to change.
  const casey = await signInAs(browser, 'client@example.com');
  await casey.page.goto(`/projects/${projectId}`);
  await expect(casey.page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(casey.page.getByText('No posts yet.')).toBeVisible();
  await expect(casey.page.getByRole('button', { name: 'Project settings' })).toHaveCount(0);
  await expect(casey.page.getByRole('button', { name: 'New post' })).toHaveCount(0);

  // A publisher (who may release posts but not write them) publishes it: Noah, whom the studio's
  // admin acts as here (Noah's own sign-in is two-step once account.spec.ts has run).
  const noah = await signInAdmin(browser);
  const people = (await (await noah.get('/api/users/lookup')).json()) as Array<{
    id: number;
    email: string;
  }>;
  const noahId = people.find((person) => person.email === 'noah@lumen.example.com')!.id;
  expect((await noah.post('/api/account/impersonate/start', { userId: noahId })).ok()).toBe(true);
  await noah.page.goto(`/projects/${projectId}`);
  await noah.page.getByRole('button', { name: `Actions for ${title}` }).click();
  await expect(noah.page.getByRole('menuitem')).toHaveCount(1);
  await noah.page.getByRole('menuitem', { name: 'Publish' }).click();
  await expect(
    noah.page.getByText("Post published. The project's team has been notified."),
  ).toBeVisible();
  await expect(noah.page.getByRole('button', { name: `Add link to ${title}` })).toHaveCount(0);

  // Now the client sees it with its media, without a single control to change it...
  await casey.page.reload();
  const seen = casey.page.getByRole('article').filter({ hasText: title });
  await expect(seen.getByRole('button', { name: 'Open Palette A (Image)' })).toBeVisible();
  await expect(seen.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(seen.getByText('Draft', { exact: true })).toHaveCount(0);
  // ...and the API refuses the client's changes whatever the page offers.
  const detail = (await (await casey.get(`/api/projects/${projectId}`)).json()) as {
    posts: Array<{ id: number; title: string; media: Array<{ id: number }> }>;
  };
  const postId = detail.posts.find((each) => each.title === title)!.id;
  expect((await casey.put(`/api/posts/${postId}`, { title: 'Mine now' })).status()).toBe(403);
  expect((await casey.put(`/api/posts/${postId}/published`, { published: false })).status()).toBe(
    403,
  );
  expect(
    (
      await casey.post(`/api/posts/${postId}/media`, {
        mediaType: 'Image',
        title: 'Mine',
        fileUri: 'https://example.com/a.jpg',
      })
    ).status(),
  ).toBe(403);

  // The studio archives the project: nothing more can be added, the discussion closes.
  await studio.reload();
  await choose(studio, 'Project settings', 'Archive project');
  await studio
    .getByRole('dialog', { name: 'Archive this project?' })
    .getByRole('button', { name: 'Archive project' })
    .click();
  await expect(studio.getByText('This project is archived')).toBeVisible();
  await expect(studio.getByRole('button', { name: 'New post' })).toHaveCount(0);
  await casey.page.reload();
  await expect(casey.page.getByText('This project is archived')).toBeVisible();
  await expect(casey.page.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);

  await Promise.all([ada.close(), casey.close(), noah.close()]);
});

test('the studio edits, reorders and removes posts and media', async ({ browser }) => {
  const stamp = Date.now();
  const ada = await signInAdmin(browser);
  const clients = (await (await ada.get('/api/projects/clients')).json()) as Array<{ id: number }>;
  const created = await ada.post('/api/projects', {
    name: `Pier Kiosk ${stamp}`,
    clientId: clients[0]!.id,
    visibility: 1,
  });
  const projectId = ((await created.json()) as { id: number }).id;
  for (const title of ['Massing', 'Materials']) {
    await ada.post(`/api/projects/${projectId}/posts`, { title, summary: '' });
  }
  const page = ada.page;
  await page.goto(`/projects/${projectId}`);
  const headings = page.getByRole('article').getByRole('heading', { level: 2 });
  // New posts come first.
  await expect(headings).toHaveText(['Materials', 'Massing']);

  await choose(page, 'Actions for Massing', 'Move up');
  await expect(headings).toHaveText(['Massing', 'Materials']);

  await choose(page, 'Actions for Materials', 'Edit post');
  const edit = page.getByRole('dialog', { name: 'Edit post' });
  await edit.getByRole('textbox', { name: 'Title' }).fill('Materials, revised');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(headings).toHaveText(['Massing', 'Materials, revised']);

  // Two media on the first post, swapped, one renamed, one removed.
  const massing = page.getByRole('article').filter({ hasText: 'Massing' });
  for (const title of ['Site plan', 'Section']) {
    await massing.getByRole('button', { name: 'Add link to Massing' }).click();
    const add = page.getByRole('dialog', { name: 'Add link to Massing' });
    await add.getByRole('combobox', { name: 'Content type' }).click();
    await page.getByRole('option', { name: 'Pdf File' }).click();
    await add
      .getByRole('textbox', { name: 'Address' })
      .fill(`https://files.example.com/${title}.pdf`);
    await add.getByRole('textbox', { name: 'Title' }).fill(title);
    await add.getByRole('button', { name: 'Add link' }).click();
    await expect(add).toBeHidden();
  }
  const cards = massing.getByRole('button', { name: /^Open / });
  await expect(cards).toHaveText([/Site plan/, /Section/]);
  await choose(page, 'Actions for Section', 'Move earlier');
  await expect(cards).toHaveText([/Section/, /Site plan/]);

  await choose(page, 'Actions for Section', 'Edit details');
  const details = page.getByRole('dialog', { name: 'Edit media details' });
  await details.getByRole('textbox', { name: 'Title' }).fill('Section A-A');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(cards).toHaveText([/Section A-A/, /Site plan/]);

  await choose(page, 'Actions for Site plan', 'Remove');
  await page
    .getByRole('dialog', { name: 'Remove this media item?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(cards).toHaveText([/Section A-A/]);

  await choose(page, 'Actions for Materials, revised', 'Delete post');
  await page
    .getByRole('dialog', { name: 'Delete this post?' })
    .getByRole('button', { name: 'Delete post' })
    .click();
  await expect(headings).toHaveText(['Massing']);
  await ada.close();
});
