// Waits for a freshly started portal's first-start work, the previews of the demo seed's pictures
// (made in the background by the API's preview worker), so the figures measure a portal at rest,
// as its users meet it after the first minute, and not one still scaling its seed.
import { signInContext } from './signed-in.mjs';

/** Pictures that get previews (the API's IMAGE_PREVIEW_TYPES). */
const PICTURES = new Set(['Image', 'Panorama']);
/** How long the seed's previews may take on a slow machine. */
const LIMIT_MS = 300_000;

/** Resolves once every stored picture of every project is sent as its AVIF preview. */
export async function previewsReady(browser, url) {
  const context = await browser.newContext();
  try {
    await signInContext(context, url);
    const list = await (await context.request.get(`${url}/api/projects?pageSize=100`)).json();
    const ids = [];
    for (const { id } of list.items) {
      const project = await (await context.request.get(`${url}/api/projects/${id}`)).json();
      for (const media of project.posts.flatMap((post) => post.media)) {
        if (PICTURES.has(media.mediaType) && !media.linked) ids.push(media.id);
      }
    }
    const started = Date.now();
    for (const id of ids) {
      for (;;) {
        const response = await context.request.get(`${url}/api/media/${id}/thumbnail`, {
          headers: { accept: 'image/avif,image/webp,*/*' },
        });
        if (response.headers()['content-type'] === 'image/avif') break;
        if (Date.now() - started > LIMIT_MS) {
          throw new Error(`The previews of medium ${id} were not made within ${LIMIT_MS} ms.`);
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    return { pictures: ids.length, ms: Date.now() - started };
  } finally {
    await context.close();
  }
}
