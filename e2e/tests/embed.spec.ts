import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { serious } from '../support/axe';
import { partnerPage } from '../support/partner-page';
import { PORTAL_URL, remoteOrigin } from '../support/ports';

/** A post of a showcase project (public), found through the home gallery. */
async function showcasePost() {
  const gallery = (await (await fetch(`${PORTAL_URL}/api/gallery`)).json()) as Array<{
    projectId: number;
    postId: number;
  }>;
  const { projectId, postId } = gallery[0]!;
  const response = await fetch(`${PORTAL_URL}/api/embed/project/${projectId}/post/${postId}`);
  const body = (await response.json()) as {
    post: { title: string; media: Array<{ id: number; title: string; mediaType: string }> };
  };
  return { projectId, postId, title: body.post.title, media: body.post.media };
}

test('the embed remote served alone shows a post inside an iframe of another origin', async ({
  page,
}) => {
  const post = await showcasePost();
  const src = `${remoteOrigin('mfe_embed')}/embed/project/${post.projectId}/post/${post.postId}`;
  await partnerPage(
    `<iframe title="Portal post" src="${src}" width="800" height="600"></iframe>`,
    async (url) => {
      await page.goto(url);
      const frame = page.frameLocator('iframe[title="Portal post"]');
      await expect(frame.getByRole('heading', { name: post.title })).toBeVisible();
    },
  );
});

test('the embed layout on the host has no header or footer', async ({ page }) => {
  const post = await showcasePost();
  await page.goto(`/embed/project/${post.projectId}/post/${post.postId}`);
  await expect(page.getByRole('heading', { name: post.title })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a file’s embed shows that one file; an embed of what is not public says so', async ({
  page,
}) => {
  const post = await showcasePost();
  const image = post.media.find((item) => item.mediaType === 'Image')!;
  await page.goto(`/project/${post.projectId}/post/${post.postId}/embed/${image.id}`);
  await expect(page.getByRole('heading', { name: post.title })).toBeVisible();
  await expect(page.getByRole('img', { name: image.title, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open / })).toHaveCount(0);
  expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);

  await page.goto(`/project/${post.projectId}/post/${post.postId}/embed/999999`);
  await expect(page.getByText('This file is not available.')).toBeVisible();
  await page.goto(`/embed/project/${post.projectId}/post/999999`);
  await expect(page.getByText('This post is not available.')).toBeVisible();
  expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
});

test('the engagement page lists the four engagement types with AUD costs', async ({ page }) => {
  await page.goto('/engagement');
  await expect(page.getByRole('heading', { name: 'Engagement' })).toBeVisible();
  for (const cost of ['$2,000.00', '$500.00', '$5,000.00', '$3,000.00']) {
    await expect(page.getByText(cost, { exact: false }).first()).toBeVisible();
  }
});
