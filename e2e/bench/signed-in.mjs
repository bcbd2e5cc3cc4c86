// A signed-in user's cold navigations: straight to the projects list, and straight to a project's
// page, each in a fresh browser context whose session comes from the API (no page of the portal
// is loaded before the one measured, so nothing is cached). Times are taken in the page: from
// navigation start (0 of performance.now()) to the first animation frame after what the user
// came for is in the document.

export const DEMO_USER = { email: 'admin@example.com', password: 'Passw0rd!' };

/** The project whose page is measured (demo seed). */
export const BENCH_PROJECT = 'Waterfront Pavilion';

/** Signs the context in through the API, as the login modal would (anti-forgery token included). */
export async function signInContext(context, url, user = DEMO_USER) {
  await context.request.get(`${url}/api/account/user-state`);
  const xsrf = (await context.cookies(url)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${url}/api/account/login`, {
    data: { email: user.email, password: user.password },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  if (!response.ok()) throw new Error(`Sign-in failed: HTTP ${response.status()}`);
}

/** The id of a project by name, as the signed-in demo user sees it. */
export async function projectIdOf(browser, url, name = BENCH_PROJECT) {
  const context = await browser.newContext();
  try {
    await signInContext(context, url);
    const response = await context.request.get(
      `${url}/api/projects?search=${encodeURIComponent(name)}`,
    );
    const project = (await response.json()).items.find((item) => item.name === name);
    if (!project) throw new Error(`The demo seed has no project named ${name}.`);
    return project.id;
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page before its scripts: `__paintedAt` is the first animation frame after
 * `painted` holds (`list`: the My Projects heading and a project's card or table row;
 * `project`: the project's name as the page's heading).
 */
function paintClock({ painted, name }) {
  const ready = () => {
    const headings = [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim());
    if (painted === 'project') return headings.includes(name);
    return (
      headings.includes('My Projects') &&
      document.querySelector('main a[href^="/projects/"], main tbody tr') !== null
    );
  };
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__paintedAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** One cold, signed-in navigation to `path`; ms from navigation start to `painted` drawn. */
async function navigation(browser, url, path, clock) {
  const context = await browser.newContext();
  try {
    await signInContext(context, url);
    const page = await context.newPage();
    await page.addInitScript(paintClock, clock);
    await page.goto(`${url}${path}`);
    await page.waitForFunction(() => typeof window.__paintedAt === 'number', null, {
      timeout: 60_000,
    });
    return await page.evaluate(() => window.__paintedAt);
  } finally {
    await context.close();
  }
}

/** The two signed-in figures of one run (ms). */
export async function signedInVisit(browser, url, projectId) {
  return {
    listMs: await navigation(browser, url, '/projects', { painted: 'list' }),
    projectMs: await navigation(browser, url, `/projects/${projectId}`, {
      painted: 'project',
      name: BENCH_PROJECT,
    }),
  };
}
