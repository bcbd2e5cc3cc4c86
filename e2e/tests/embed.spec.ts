import { expect, test } from '@playwright/test';
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
  const body = (await response.json()) as { post: { title: string } };
  return { projectId, postId, title: body.post.title };
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

test('the engagement page lists the four engagement types with AUD costs', async ({ page }) => {
  await page.goto('/engagement');
  await expect(page.getByRole('heading', { name: 'Engagement' })).toBeVisible();
  for (const cost of ['$2,000.00', '$500.00', '$5,000.00', '$3,000.00']) {
    await expect(page.getByText(cost, { exact: false }).first()).toBeVisible();
  }
});
