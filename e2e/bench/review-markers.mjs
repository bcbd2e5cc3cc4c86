// Review on a busy medium (issue 29): how long an image's review takes to show its markers with
// 500 threads, 200 of them with drawings, against the same image with none, signed in, in the
// composed portal. Each opening is a cold browser context: from the click on the card's comment
// count to the first frame where the image is drawn, every marker is on it and the panel counts
// the threads. Prints figures; asserts nothing.
import { median } from './figures.mjs';
import { DEMO_USER, projectIdOf, signInContext } from './signed-in.mjs';

const PROJECT = 'Circular Quay Offices';
const TITLE = 'Lobby concept';
const THREADS = 500;
const WITH_DRAWINGS = 200;
/** The goal: markers of 500 threads shown within 1.2× the time of none. */
const GOAL = 1.2;

/** A drawing of a few shapes near the pin (a rectangle, an arrow and a 40-point stroke). */
function drawing(x, y) {
  const points = [];
  for (let i = 0; i < 40; i += 1)
    points.push(x * 0.9 + i * 0.002, y * 0.9 + Math.sin(i / 4) * 0.02);
  return {
    shapes: [
      { tool: 'rectangle', colour: 'red', x: x * 0.9, y: y * 0.9, width: 0.05, height: 0.04 },
      { tool: 'arrow', colour: 'yellow', x1: x * 0.8, y1: y * 0.8, x2: x * 0.9, y2: y * 0.9 },
      { tool: 'pen', colour: 'blue', points },
    ],
  };
}

/** Adds the threads through the API as the demo user (a grid of pins over the image). */
async function addThreads(browser, url, mediaId) {
  const context = await browser.newContext();
  try {
    await signInContext(context, url);
    const xsrf = (await context.cookies(url)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    for (let n = 0; n < THREADS; n += 1) {
      const x = 0.02 + (n % 25) * 0.039;
      const y = 0.03 + Math.floor(n / 25) * 0.047;
      const response = await context.request.post(`${url}/api/media/${mediaId}/comments`, {
        headers: { 'X-XSRF-TOKEN': xsrf },
        data: {
          text: `Bench note ${n + 1}: check the joinery here.`,
          anchor: { kind: 'point', x, y, width: null, height: null, page: null },
          drawing: n < WITH_DRAWINGS ? drawing(x, y) : null,
        },
      });
      if (!response.ok()) throw new Error(`Adding a thread failed: HTTP ${response.status()}`);
    }
  } finally {
    await context.close();
  }
}

/** The image's id, from the project's page data. */
async function mediaIdOf(browser, url, projectId) {
  const context = await browser.newContext();
  try {
    await signInContext(context, url);
    const project = await (await context.request.get(`${url}/api/projects/${projectId}`)).json();
    const media = project.posts.flatMap((post) => post.media).find((m) => m.title === TITLE);
    if (!media) throw new Error(`The demo seed has no medium named ${TITLE}.`);
    return media.id;
  } finally {
    await context.close();
  }
}

/** One cold opening of the image's review: ms from the click until its markers are drawn. */
async function openReview(browser, url, projectId, expected) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await signInContext(context, url);
    const page = await context.newPage();
    await page.goto(`${url}/projects/${projectId}`);
    await page.getByRole('heading', { level: 1, name: PROJECT }).waitFor();
    await page.waitForLoadState('networkidle');
    const count = page.getByRole('button', { name: new RegExp(`^Comments on ${TITLE}: `) });
    await count.waitFor();
    const started = await page.evaluate(() => performance.now());
    await count.click();
    await page.waitForFunction(
      ({ title, expected }) => {
        const box = document.querySelector(`[aria-label="${title}, zoomable"]`);
        const image = box?.querySelector('img');
        if (!image?.complete || image.naturalWidth === 0) return false;
        const buttons = box.querySelectorAll('button[aria-label^="Comment "]');
        const markers = buttons.length;
        // Shown, not only built: the layer is hidden until the picture is there.
        if (markers > 0 && !buttons[0].checkVisibility({ visibilityProperty: true })) return false;
        const counted = [...document.querySelectorAll('label')].some(
          (label) => label.textContent === `All (${expected.toLocaleString('en-AU')})`,
        );
        if (markers !== expected || !counted) return false;
        // Held in this frame: the time is taken once the frame is rendered (style, layout and
        // paint run after the animation frame callbacks, before the next task).
        if (window.__markersShownAt === undefined) {
          window.__markersShownAt = null;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            window.__markersShownAt = performance.now();
          };
          channel.port2.postMessage(null);
        }
        return true;
      },
      { title: TITLE, expected },
      { polling: 'raf', timeout: 120_000 },
    );
    const shownAt = await page.waitForFunction(() => window.__markersShownAt ?? false);
    return (await shownAt.jsonValue()) - started;
  } finally {
    await context.close();
  }
}

/** The medians of `runs` openings with no threads, then with 500, and their ratio. */
export async function reviewMarkers(browser, url, runs) {
  const projectId = await projectIdOf(browser, url, PROJECT);
  const mediaId = await mediaIdOf(browser, url, projectId);
  const none = [];
  const many = [];
  await openReview(browser, url, projectId, 0); // warms the servers, as the other figures do
  for (let run = 0; run < runs; run += 1) none.push(await openReview(browser, url, projectId, 0));
  await addThreads(browser, url, mediaId);
  for (let run = 0; run < runs; run += 1) {
    many.push(await openReview(browser, url, projectId, THREADS));
  }
  const ratio = median(many) / median(none);
  return {
    [`${TITLE}, no threads (ms)`]: { median: Math.round(median(none)) },
    [`${TITLE}, ${THREADS} threads, ${WITH_DRAWINGS} drawn (ms)`]: {
      median: Math.round(median(many)),
    },
    [`ratio (goal ≤ ${GOAL.toFixed(1)}×)`]: {
      median: `${ratio.toFixed(2)}×${ratio > GOAL ? ' !' : ''}`,
    },
    [`signed in as`]: { median: DEMO_USER.email },
  };
}
