import type { Media, Post } from '@portal/contract';
import {
  commentsUrl,
  commentUrl,
  DUSK,
  FLYTHROUGH,
  mediaIdOf,
  PAVILION,
  PEOPLE,
  point,
  REPORT,
  reviewUrl,
} from '../test/reviews-support.js';
import { withTestApp, type TestBrowser } from '../test/test-app.js';

const api = withTestApp();

/** Waterfront Pavilion: Harbour's Showcase project, with the seed's review (README). */
async function pavilionId() {
  const row = await api.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', PAVILION)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The fly-through's first seeded thread (Casey's), as Harbour reads it. */
async function seededThreadId() {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const casey = await api.signedIn(PEOPLE.casey);
  const list = (await casey.request('GET', commentsUrl(flythrough))).json();
  return list.threads[0].id as number;
}

/** The project page's answer for the Pavilion as a browser reads it. */
async function projectPage(browser: TestBrowser) {
  const response = await browser.request('GET', `/api/projects/${await pavilionId()}`);
  expect(response.statusCode).toBe(200);
  const project = response.json() as { reviewVisible: boolean; posts: Post[] };
  const media = project.posts.flatMap((post) => post.media);
  const medium = (title: string) => media.find((each) => each.title === title) as Media;
  return { project, media, medium };
}

/** The status and message of a request. */
async function answer(
  browser: TestBrowser,
  method: Parameters<TestBrowser['request']>[0],
  url: string,
  body?: object,
) {
  const response = await browser.request(method, url, body);
  return { status: response.statusCode, message: response.json().message as string };
}

const MEDIA_NOT_FOUND = { status: 404, message: 'Media not found.' };
const COMMENT_NOT_FOUND = { status: 404, message: 'Comment not found.' };

describe.each([
  ['Liam, of another client', PEOPLE.liam],
  ['Ava, of no client', PEOPLE.ava],
])('%s, on a Showcase project', (_who, email) => {
  it('sees its media and nothing of its review', async () => {
    const outsider = await api.signedIn(email);
    const { project, media, medium } = await projectPage(outsider);
    expect(project.reviewVisible).toBe(false);
    expect(medium(DUSK[1])).toBeDefined();
    for (const each of media) {
      expect(each).not.toHaveProperty('review');
      expect(each).not.toHaveProperty('dueOn');
      expect(each).not.toHaveProperty('effectiveDueOn');
    }
    // The seed's overdue report is overdue for nobody here: it carries no day at all.
    expect(medium(REPORT[1])).toBeDefined();
    for (const post of project.posts) expect(post).not.toHaveProperty('dueOn');
  });

  it('is answered 404 by every review endpoint, as for a medium that does not exist', async () => {
    const outsider = await api.signedIn(email);
    const dusk = await mediaIdOf(api.db, ...DUSK);
    const unknown = 99_999_999;
    const threadId = await seededThreadId();
    for (const id of [dusk, unknown]) {
      expect(await answer(outsider, 'GET', reviewUrl(id))).toEqual(MEDIA_NOT_FOUND);
      expect(await answer(outsider, 'GET', commentsUrl(id))).toEqual(MEDIA_NOT_FOUND);
    }
    for (const id of [threadId, unknown]) {
      expect(await answer(outsider, 'GET', `${commentUrl(id)}/drawing`)).toEqual(COMMENT_NOT_FOUND);
    }
    const people = await answer(outsider, 'GET', `/api/projects/${await pavilionId()}/people`);
    expect(people).toEqual({ status: 404, message: 'Project not found.' });
  });
});

it('answers an outsider who may comment 404 on every comment write', async () => {
  // Liam holds Project.Comment (he comments on his own client's projects), so his writes reach
  // the medium and find nothing; the decision's route wants Project.Manage, which he lacks.
  const liam = await api.signedIn(PEOPLE.liam);
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const threadId = await seededThreadId();
  const pin = { text: 'Hi', anchor: point(0.5, 0.5) };
  expect(await answer(liam, 'POST', commentsUrl(dusk), pin)).toEqual(MEDIA_NOT_FOUND);
  const edit = await answer(liam, 'PUT', commentUrl(threadId), { text: 'Changed' });
  expect(edit).toEqual(COMMENT_NOT_FOUND);
  expect(await answer(liam, 'DELETE', commentUrl(threadId))).toEqual(COMMENT_NOT_FOUND);
  const resolve = await answer(liam, 'PUT', `${commentUrl(threadId)}/resolution`, {
    resolved: true,
  });
  expect(resolve).toEqual(COMMENT_NOT_FOUND);
  const decision = await liam.request('POST', reviewUrl(dusk), { decision: 'Approve', reason: '' });
  expect(decision.statusCode).toBe(403);
  expect(decision.json()).not.toHaveProperty('history');
});

describe.each([
  ["Casey, of the project's own client", PEOPLE.casey],
  ['the studio', PEOPLE.admin],
])('%s', (_who, email) => {
  it('reads the Showcase project’s review', async () => {
    const insider = await api.signedIn(email);
    const { project, medium } = await projectPage(insider);
    expect(project.reviewVisible).toBe(true);
    expect(medium('Under the timber canopy').review).toMatchObject({
      state: 'ChangesRequested',
      decision: { reason: expect.stringContaining('spotted gum') },
    });
    expect(medium(REPORT[1]).effectiveDueOn).toEqual(expect.any(String));
    const dusk = await mediaIdOf(api.db, ...DUSK);
    const review = await insider.request('GET', reviewUrl(dusk));
    expect(review.json()).toMatchObject({ state: 'Approved', history: [expect.anything()] });
    const threads = await insider.request('GET', commentsUrl(dusk));
    expect(threads.json().threads.length).toBeGreaterThan(0);
    const people = await insider.request('GET', `/api/projects/${await pavilionId()}/people`);
    expect(people.statusCode).toBe(200);
  });
});
