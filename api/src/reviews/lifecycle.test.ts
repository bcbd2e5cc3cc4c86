import fs from 'node:fs';
import path from 'node:path';
import { hashToken } from '../account/tokens.js';
import { DEMO_ASSETS_DIR } from '../media/file-store.js';
import { postIdOf } from '../test/media-support.js';
import {
  at,
  commentsUrl,
  DUSK,
  FLYTHROUGH,
  mediaIdOf,
  PEOPLE,
  point,
  reviewUrl,
  thread,
} from '../test/reviews-support.js';
import { userIdOf, withTestApp, type TestBrowser } from '../test/test-app.js';
import { finishUpload, sendChunks, testFile } from '../test/uploads-support.js';
import { groupOf, mediaGroups } from './live.js';

const api = withTestApp();
const { signedIn } = api;

/** How many review rows a medium still has. */
async function reviewRows(mediaId: number) {
  const comments = await api.db
    .selectFrom('media_comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('media_id', '=', mediaId)
    .executeTakeFirstOrThrow();
  const decisions = await api.db
    .selectFrom('media_decisions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('media_id', '=', mediaId)
    .executeTakeFirstOrThrow();
  return Number(comments.n) + Number(decisions.n);
}

/** Gives a medium a thread with a reply and a decision. */
async function reviewed(mediaId: number, olivia: TestBrowser) {
  const casey = await signedIn(PEOPLE.casey);
  const comment = await thread(casey, mediaId, { text: 'Pinned', anchor: point(0.5, 0.5) });
  await thread(olivia, mediaId, { text: 'Reply', parentId: comment.id });
  await olivia.request('POST', reviewUrl(mediaId), { decision: 'Approve' });
  expect(await reviewRows(mediaId)).toBeGreaterThanOrEqual(3);
}

it('removes the review with its medium, its post and its project', async () => {
  const olivia = await signedIn(PEOPLE.olivia);
  // A medium deleted through the API.
  const lobby = await mediaIdOf(api.db, 'Circular Quay Offices', 'Lobby concept');
  await reviewed(lobby, olivia);
  expect((await olivia.request('DELETE', `/api/media/${lobby}`)).statusCode).toBe(200);
  expect(await reviewRows(lobby)).toBe(0);

  // A post deleted through the API.
  const breakout = await mediaIdOf(api.db, 'Circular Quay Offices', 'Breakout space');
  await reviewed(breakout, olivia);
  const post = await postIdOf(api.db, 'Circular Quay Offices', 'Level 7 workspace');
  expect((await olivia.request('DELETE', `/api/posts/${post}`)).statusCode).toBe(200);
  expect(await reviewRows(breakout)).toBe(0);

  // Projects are archived, never deleted by the API: the database's cascade still holds.
  const bondi = await api.db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .select(['media.id', 'projects.id as projectId'])
    .where('projects.name', '=', 'Bondi Residence')
    .executeTakeFirstOrThrow();
  await reviewed(bondi.id, olivia);
  await api.db.deleteFrom('projects').where('id', '=', bondi.projectId).execute();
  expect(await reviewRows(bondi.id)).toBe(0);
});

it("keeps a departed author's words as 'Former user'", async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const casey = await signedIn(PEOPLE.casey);
  const comment = await thread(casey, dusk, { text: 'Kept after I go', anchor: point(0.1, 0.9) });
  await api.db
    .updateTable('media_comments')
    .set({ author_id: null })
    .where('id', '=', comment.id)
    .execute();
  const page = (await casey.request('GET', commentsUrl(dusk))).json();
  const kept = page.threads.find((t: { id: number }) => t.id === comment.id);
  expect(kept).toMatchObject({
    text: 'Kept after I go',
    author: { id: null, name: 'Former user' },
    canEdit: false,
  });
});

it("stores an uploaded video's frame rate and duration for its timecodes", async () => {
  const admin = await signedIn(PEOPLE.admin);
  const project = await api.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', 'Parramatta Town Centre')
    .executeTakeFirstOrThrow();
  await admin.request('PUT', `/api/projects/${project.id}/video-requirements`, {
    resolution: { width: 1280, height: 720, comparison: 'Exact' },
    bitrate: { targetMbps: 3, marginMbps: null, comparison: 'LessThan' },
    framerates: [24, 25],
  });
  const post = await postIdOf(api.db, 'Parramatta Town Centre', 'Masterplan aerials');
  const bytes = fs.readFileSync(path.join(DEMO_ASSETS_DIR, 'pavilion-flythrough.mp4'));
  const file = testFile(post, 'aerial.mp4', bytes, 1024 * 1024);
  await sendChunks(admin, file);
  const added = await finishUpload(admin, file, 'Video');
  expect(added.statusCode).toBe(201);
  const threads = (await admin.request('GET', commentsUrl(added.json().id))).json();
  expect(threads).toMatchObject({ frameRate: 24, duration: 4, threads: [] });
  // …and pins past its end are refused.
  const late = await admin.request('POST', commentsUrl(added.json().id), {
    text: 'x',
    anchor: at(5),
  });
  expect(late.json().errors['Anchor.Time']).toBeDefined();
}, 30_000);

describe("the hub's media groups", () => {
  const kind = () => mediaGroups(api.db);
  const sessionOf = async (email: string) => {
    const browser = await signedIn(email);
    return {
      browser,
      connection: {
        userId: await userIdOf(api.db, email),
        sessionId: hashToken(browser.cookie('portal.session')!),
      },
    };
  };

  it('names a group by the medium id it is given', () => {
    expect(kind()).toMatchObject({ join: 'JoinMedium', leave: 'LeaveMedium' });
    expect(groupOf(12)).toBe('media:12');
    expect(groupOf('12')).toBe('media:12');
    for (const bad of [0, -1, 1.5, 'abc', '', null, {}, [12], 2 ** 60])
      expect(groupOf(bad)).toBeNull();
  });

  it('lets in the sessions that may read the threads, while they may', async () => {
    const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
    const group = `media:${flythrough}`;
    const casey = await sessionOf(PEOPLE.casey);
    expect(await kind().mayJoin(casey.connection, group)).toBe(true);
    expect(await kind().mayJoin(casey.connection, 'media:99999999')).toBe(false);
    expect(await kind().mayJoin(casey.connection, 'elsewhere:1')).toBe(false);
    // A connection opened for another user than the session acts as.
    const liamId = await userIdOf(api.db, PEOPLE.liam);
    expect(await kind().mayJoin({ ...casey.connection, userId: liamId }, group)).toBe(false);
    // Liam sees the Showcase project, not its review threads.
    const liam = await sessionOf(PEOPLE.liam);
    expect(await kind().mayJoin(liam.connection, group)).toBe(false);
    // A session that ended is out at once.
    await casey.browser.request('POST', '/api/account/logout');
    expect(await kind().mayJoin(casey.connection, group)).toBe(false);
  });
});
