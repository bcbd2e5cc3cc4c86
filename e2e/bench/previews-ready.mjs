// Waits for a freshly started portal's first-start work, the previews of the demo seed's pictures
// (made in the background by the API's preview worker), so the figures measure a portal at rest,
// as its users meet it after the first minute, and not one still scaling its seed.
import { signInContext } from './signed-in.mjs';

/** How long the seed's previews may take on a slow machine. */
const LIMIT_MS = 300_000;

/** The media of every project whose previews are still to come (each medium says so). */
async function pendingMedia(context, url) {
  const list = await (await context.request.get(`${url}/api/projects?pageSize=100`)).json();
  const pending = [];
  let pictures = 0;
  for (const { id } of list.items) {
    const project = await (await context.request.get(`${url}/api/projects/${id}`)).json();
    for (const media of project.posts.flatMap((post) => post.media)) {
      if (!media.preview) continue;
      pictures++;
      if (media.preview.status === 'queued' || media.preview.status === 'working') {
        pending.push(media.id);
      }
    }
  }
  return { pending, pictures };
}

/** Resolves once no medium of any project waits for its previews. */
export async function previewsReady(browser, url) {
  const context = await browser.newContext();
  try {
    await signInContext(context, url);
    const started = Date.now();
    for (;;) {
      const { pending, pictures } = await pendingMedia(context, url);
      if (pending.length === 0) return { pictures, ms: Date.now() - started };
      if (Date.now() - started > LIMIT_MS) {
        throw new Error(
          `The previews of media ${pending.join(', ')} were not made within ${LIMIT_MS} ms.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await context.close();
  }
}
