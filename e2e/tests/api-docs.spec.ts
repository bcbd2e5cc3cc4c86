import { expect, test } from '@playwright/test';

test('the API reference renders at /api/docs, from the generated OpenAPI document', async ({
  page,
}) => {
  const document = await page.request.get('/api/openapi.json');
  expect(document.ok()).toBe(true);
  expect((await document.json()).openapi).toBe('3.1.0');

  await page.goto('/api/docs');
  await expect(
    page.getByRole('heading', { name: /Visualisation and Content Portal API/ }),
  ).toBeVisible();
  // Each operation shows who may call it.
  await page
    .getByRole('button', { name: /POST \/api\/account\/login/ })
    .first()
    .click();
  await expect(page.getByText('Who may call:').first()).toBeVisible();
});
