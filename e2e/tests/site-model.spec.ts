import { expect, test, type Locator } from '@playwright/test';
import { signIn } from '../support/portal';

// The 3D site model opens on the model (walk D7): framed to the site's bounds rather than a
// speck on the globe, shown once drawn (a status says it loads meanwhile), and a pin placed with
// a click lands on the building clicked, not a kilometre away. WebGL runs in software here: the
// journey waits for states, never for a time.
test.describe.configure({ timeout: 240_000 });
const DRAWN = { timeout: 90_000 };

/** The demo CZML's buildings (api/assets/demo/waterfront-site.czml), with a few metres' margin. */
const SITE = { west: 151.2006, east: 151.2029, south: -33.8615, north: -33.8601 };

/** Where the neutral grey of the site's buildings is on screen, and how much of the view it is. */
async function buildingsOnScreen(view: Locator) {
  const shot = (await view.screenshot()).toString('base64');
  return view.page().evaluate(async (png) => {
    const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const grey: Array<[number, number]> = [];
    for (let y = 0; y < height; y += 2) {
      for (let x = 0; x < width; x += 2) {
        const at = (y * width + x) * 4;
        const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
        const neutral = Math.abs(r - g) < 14 && Math.abs(g - b) < 18;
        if (neutral && r > 90 && r < 235) grey.push([x, y]);
      }
    }
    const share = grey.length / ((width / 2) * (height / 2));
    // The grey pixel nearest the middle of them all: on a building.
    const mid = (index: 0 | 1) =>
      grey.map((p) => p[index]).sort((a, b) => a - b)[grey.length >> 1]!;
    const [mx, my] = [mid(0), mid(1)];
    const nearest = grey.reduce(
      (best, p) =>
        Math.hypot(p[0] - mx, p[1] - my) < Math.hypot(best[0] - mx, best[1] - my) ? p : best,
      grey[0] ?? [0, 0],
    );
    return { share, x: nearest[0] / width, y: nearest[1] / height };
  }, shot);
}

/** The new comment's place as the panel says it ('At 151.2017°, −33.8609°'). */
async function draftPlace(panel: Locator) {
  const text = (await panel.getByText(/^At -?[\d.]+°, [−-]?[\d.]+°$/).textContent()) ?? '';
  const [longitude, latitude] = text
    .slice(3)
    .split(', ')
    .map((part) => Number(part.replace('−', '-').replace('°', '')));
  return { longitude: longitude!, latitude: latitude! };
}

const onSite = ({ longitude, latitude }: { longitude: number; latitude: number }) =>
  longitude > SITE.west && longitude < SITE.east && latitude > SITE.south && latitude < SITE.north;

test('the site model opens framed on the model, and a pin lands on the building clicked', async ({
  page,
}) => {
  test.slow();
  const words = `Is the canopy edge here? (${Date.now()})`;
  await signIn(page, 'client@example.com');
  await page.getByRole('link', { name: 'Waterfront Pavilion' }).first().click();
  await page.getByRole('button', { name: /^Comments on Barangaroo site model: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Barangaroo site model' });
  const panel = dialog.getByRole('complementary', { name: 'Review' });
  await dialog.getByRole('button', { name: 'Load 3D view' }).click();
  const view = dialog.getByRole('application', { name: '3D view of Barangaroo site model' });
  // Shown once framed and drawn; the poster and 'Loading the 3D view…' stand in meanwhile.
  await expect.poll(() => view.evaluate((node) => getComputedStyle(node).opacity), DRAWN).toBe('1');
  await expect(dialog.getByText('Loading the 3D view…')).toBeHidden();

  // Framed: the site's buildings fill a good part of the view (a speck was far below 1 %).
  await expect.poll(async () => (await buildingsOnScreen(view)).share, DRAWN).toBeGreaterThan(0.02);
  const seen = await buildingsOnScreen(view);

  // The centre of the view is on the site.
  await panel.getByRole('button', { name: 'Comment here' }).click();
  expect(onSite(await draftPlace(panel))).toBe(true);

  // A click on a building puts the pin on that building, up its wall or on its roof.
  const box = (await view.boundingBox())!;
  await page.mouse.click(box.x + seen.x * box.width, box.y + seen.y * box.height);
  await expect.poll(async () => onSite(await draftPlace(panel))).toBe(true);
  await panel.getByRole('textbox', { name: 'Comment' }).fill(words);
  await panel.getByRole('button', { name: 'Post comment' }).click();
  await expect(panel.getByRole('article').filter({ hasText: words })).toBeVisible();
  const mediaId = new URL(page.url()).searchParams.get('media');
  const threads = (await (await page.request.get(`/api/media/${mediaId}/comments`)).json()) as {
    threads: Array<{ text: string; anchor: { height: number } }>;
  };
  const made = threads.threads.find((thread) => thread.text === words)!;
  // On the model's surface, not the ground under the pointer.
  expect(made.anchor.height).toBeGreaterThan(0.5);
});
