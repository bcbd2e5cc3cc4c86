import {
  at,
  CANOPY,
  commentsUrl,
  commentUrl,
  DUSK,
  FLYTHROUGH,
  mediaIdOf,
  PEOPLE,
  point,
  post,
  thread,
} from '../test/reviews-support.js';
import { withTestApp } from '../test/test-app.js';

const api = withTestApp();
const { signedIn } = api;

interface Comment {
  id: number;
  number?: number;
  text: string;
  parentId: number | null;
  author: { id: number | null; name: string; side: string } | null;
  isDeleted: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canResolve?: boolean;
  editedDate: string | null;
  resolved?: { by: string; date: string } | null;
  mentions: { id: number; name: string; side: string }[];
  replies: Comment[];
}

const list = async (browser: Awaited<ReturnType<typeof signedIn>>, mediaId: number, query = '') =>
  (await browser.request('GET', `${commentsUrl(mediaId)}${query}`)).json() as {
    threads: Comment[];
    open: number;
    resolved: number;
    frameRate: number | null;
    duration: number | null;
    canComment: boolean;
  };

it('lists the seeded fly-through review with its timing, sides and replies', async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const casey = await signedIn(PEOPLE.casey);
  const page = await list(casey, flythrough);
  expect(page).toMatchObject({
    frameRate: 24,
    duration: 4,
    open: 2,
    resolved: 1,
    canComment: true,
  });
  expect(page.threads.map((t) => [t.number, t.author?.name, t.author?.side])).toEqual([
    [1, 'Casey Client', 'client'],
    [2, 'Olivia Harbour', 'client'],
    [3, 'Casey Client', 'client'],
  ]);
  expect(page.threads[0]!.replies).toEqual([
    expect.objectContaining({
      author: expect.objectContaining({ name: 'Noah Lumen', side: 'studio' }),
    }),
  ]);
  expect(page.threads[1]!.mentions).toEqual([
    { id: expect.any(Number), name: 'Noah Lumen', side: 'studio' },
  ]);
  expect(page.threads[2]!.resolved).toEqual({ by: 'Noah Lumen', date: expect.any(String) });
});

it('hides a medium the caller cannot see, and keeps its review to the project team', async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const quay = await mediaIdOf(api.db, 'Circular Quay Offices', 'Lobby concept');
  const liam = await signedIn(PEOPLE.liam);
  // Another client's medium (Circular Quay is Harbour's, not Showcase) is never revealed.
  for (const id of [quay, 99_999_999]) {
    const response = await liam.request('GET', commentsUrl(id));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Media not found.');
    expect((await post(liam, id, { text: 'Hi', anchor: point(0.5, 0.5) })).statusCode).toBe(404);
    expect((await liam.request('GET', `/api/media/${id}/review`)).statusCode).toBe(404);
  }
  // Waterfront Pavilion is a Showcase project: Liam sees its renders, nothing of its review,
  // answered as for a medium that does not exist (showcase-outsiders.test.ts has the rest).
  const threads = await liam.request('GET', commentsUrl(dusk));
  expect(threads.statusCode).toBe(404);
  expect(threads.json().message).toBe('Media not found.');
  expect((await post(liam, dusk, { text: 'Hi', anchor: point(0.5, 0.5) })).statusCode).toBe(404);
  const people = await liam.request('GET', `/api/projects/${await projectOf(dusk)}/people`);
  expect(people.statusCode).toBe(404);
  expect((await liam.request('GET', `/api/media/${dusk}/review`)).statusCode).toBe(404);
  expect((await api.visitor().request('GET', commentsUrl(dusk))).statusCode).toBe(401);
});

async function projectOf(mediaId: number) {
  const row = await api.db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .select('posts.project_id')
    .where('media.id', '=', mediaId)
    .executeTakeFirstOrThrow();
  return row.project_id;
}

it("hides a draft post's media from those who may not edit or publish it", async () => {
  const canopy = await mediaIdOf(api.db, ...CANOPY);
  const { post_id } = await api.db
    .selectFrom('media')
    .select('post_id')
    .where('id', '=', canopy)
    .executeTakeFirstOrThrow();
  await api.db.updateTable('posts').set({ published_at: null }).where('id', '=', post_id).execute();
  try {
    const casey = await signedIn(PEOPLE.casey);
    expect((await casey.request('GET', commentsUrl(canopy))).statusCode).toBe(404);
    const olivia = await signedIn(PEOPLE.olivia);
    expect((await olivia.request('GET', commentsUrl(canopy))).statusCode).toBe(200);
  } finally {
    await api.db
      .updateTable('posts')
      .set({ published_at: '2026-01-01 00:00:00' })
      .where('id', '=', post_id)
      .execute();
  }
});

it('numbers threads per medium, threads replies one level deep and answers them oldest first', async () => {
  const canopy = await mediaIdOf(api.db, ...CANOPY);
  const casey = await signedIn(PEOPLE.casey);
  const noah = await signedIn(PEOPLE.noah);
  const first = await thread(casey, canopy, {
    text: '  Benches look pale.  ',
    anchor: point(0.3, 0.7),
  });
  expect(first).toMatchObject({
    number: 1,
    text: 'Benches look pale.',
    parentId: null,
    anchor: { kind: 'point', x: 0.3, y: 0.7, width: null, height: null, page: null },
    hasDrawing: false,
    resolved: null,
    canEdit: true,
    canResolve: true,
    replies: [],
  });
  const second = await thread(noah, canopy, {
    text: 'Whole image: graded.',
    anchor: { kind: 'whole' },
  });
  expect(second.number).toBe(2);
  const reply = await thread(noah, canopy, { text: 'Spotted gum it is.', parentId: first.id });
  expect(reply).toMatchObject({
    parentId: first.id,
    author: { name: 'Noah Lumen', side: 'studio' },
  });
  expect(reply).not.toHaveProperty('number');
  await thread(casey, canopy, { text: 'Thanks!', parentId: first.id });

  const bad: [object, string, string][] = [
    [{ text: 'x', parentId: reply.id }, 'ParentId', 'replies go one level deep'],
    [{ text: 'x', parentId: 99_999_999 }, 'ParentId', 'not on this medium'],
    [{ text: 'x', parentId: first.id, anchor: point(0.1, 0.1) }, 'Anchor', 'no pin or drawing'],
    [{ text: 'x' }, 'Anchor', 'Say where on the medium'],
    [{ text: '   ', anchor: point(0.1, 0.1) }, 'Text', 'Enter a comment.'],
  ];
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const elsewhere = await thread(casey, flythrough, { text: 'On the video', anchor: at(1) });
  bad.push([{ text: 'x', parentId: elsewhere.id }, 'ParentId', 'not on this medium']);
  for (const [body, field, message] of bad) {
    const response = await casey.request('POST', commentsUrl(canopy), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field][0]).toContain(message);
  }

  const page = await list(casey, canopy);
  expect(page.threads.map((t) => t.number)).toEqual([2, 1]); // whole first, then by position
  expect(page.threads[1]!.replies.map((r) => [r.text, r.canEdit])).toEqual([
    ['Spotted gum it is.', false],
    ['Thanks!', true],
  ]);
  expect((await list(casey, canopy, '?order=newest')).threads.map((t) => t.number)).toEqual([2, 1]);
  expect((await casey.request('GET', `${commentsUrl(canopy)}?order=sideways`)).statusCode).toBe(
    400,
  );
});

it('orders by place in the medium or newest first, and filters open and resolved', async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const olivia = await signedIn(PEOPLE.olivia);
  const early = await thread(olivia, flythrough, { text: 'Early', anchor: at(0.2) });
  const late = await thread(olivia, flythrough, { text: 'Late', anchor: at(3.9) });
  const texts = (page: { threads: Comment[] }) =>
    page.threads.filter((t) => [late.id, early.id].includes(t.id)).map((t) => t.text);
  expect(texts(await list(olivia, flythrough))).toEqual(['Early', 'Late']);
  expect(texts(await list(olivia, flythrough, '?order=newest'))).toEqual(['Late', 'Early']);
  // By position the seeded 00:00:01:00 thread comes after 0.2 s and before 3.9 s.
  const numbers = (await list(olivia, flythrough)).threads.map((t) => t.text.slice(0, 5));
  expect(numbers.indexOf('Early')).toBeLessThan(numbers.indexOf('The c'));
  expect(numbers.indexOf('The c')).toBeLessThan(numbers.indexOf('Late'));
  const before = await list(olivia, flythrough);
  await olivia.request('PUT', `${commentUrl(late.id)}/resolution`, { resolved: true });
  const open = await list(olivia, flythrough, '?status=open');
  expect(open.threads.every((t) => t.resolved === null)).toBe(true);
  expect(open).toMatchObject({ open: before.open - 1, resolved: before.resolved + 1 });
  const resolved = await list(olivia, flythrough, '?status=resolved');
  expect(resolved.threads.map((t) => t.id)).toContain(late.id);
  expect(resolved.threads.every((t) => t.resolved !== null)).toBe(true);
});

it('lets only the author edit or delete; a thread with replies stays as a tombstone', async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const casey = await signedIn(PEOPLE.casey);
  const olivia = await signedIn(PEOPLE.olivia);
  const own = await thread(casey, dusk, { text: 'Sky too purple?', anchor: point(0.5, 0.1) });
  const reply = await thread(olivia, dusk, { text: 'I like it.', parentId: own.id });

  const notYours = await olivia.request('PUT', commentUrl(own.id), { text: 'Edited by Olivia' });
  expect(notYours.statusCode).toBe(403);
  expect(notYours.json().message).toBe('Only its author can change or delete this comment.');
  expect((await olivia.request('DELETE', commentUrl(own.id))).statusCode).toBe(403);

  const edited = await casey.request('PUT', commentUrl(own.id), { text: 'Sky a bit purple?' });
  expect(edited.statusCode).toBe(200);
  expect(edited.json()).toMatchObject({
    text: 'Sky a bit purple?',
    editedDate: expect.any(String),
  });
  expect(edited.json().replies).toHaveLength(1);

  expect((await casey.request('DELETE', commentUrl(own.id))).json()).toEqual({ success: true });
  const tombstone = (await list(casey, dusk)).threads.find((t) => t.id === own.id)!;
  expect(tombstone).toMatchObject({
    text: '',
    author: null,
    isDeleted: true,
    canEdit: false,
    canResolve: false,
    replies: [expect.objectContaining({ id: reply.id, text: 'I like it.' })],
  });
  expect((await casey.request('DELETE', commentUrl(own.id))).statusCode).toBe(404);
  const onTombstone = await post(casey, dusk, { text: 'x', parentId: own.id });
  expect(onTombstone.json().errors.ParentId[0]).toContain('deleted');

  // The last reply gone, nothing is left to read: the tombstone goes too.
  expect((await olivia.request('DELETE', commentUrl(reply.id))).statusCode).toBe(200);
  expect((await list(casey, dusk)).threads.map((t) => t.id)).not.toContain(own.id);
  expect((await casey.request('PUT', commentUrl(99_999_999), { text: 'x' })).statusCode).toBe(404);
});

it('lets the studio and the author resolve and reopen threads, never replies', async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const casey = await signedIn(PEOPLE.casey);
  const olivia = await signedIn(PEOPLE.olivia);
  const noah = await signedIn(PEOPLE.noah);
  const mine = await thread(casey, dusk, { text: 'Deck lights?', anchor: point(0.4, 0.8) });
  const reply = await thread(noah, dusk, { text: 'Added.', parentId: mine.id });
  const resolution = (id: number) => `${commentUrl(id)}/resolution`;

  // Olivia manages Harbour's projects but is not the studio, nor the author.
  const refused = await olivia.request('PUT', resolution(mine.id), { resolved: true });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(
    'Only the studio and the comment’s author can resolve or reopen it.',
  );
  const onReply = await noah.request('PUT', resolution(reply.id), { resolved: true });
  expect(onReply.statusCode).toBe(400);
  expect(onReply.json().message).toBe('Only a thread’s first comment is resolved or reopened.');

  const resolved = await noah.request('PUT', resolution(mine.id), { resolved: true });
  expect(resolved.json()).toMatchObject({ resolved: { by: 'Noah Lumen' }, canResolve: true });
  const reopened = await casey.request('PUT', resolution(mine.id), { resolved: false });
  expect(reopened.json()).toMatchObject({ resolved: null });
  expect((await casey.request('PUT', resolution(mine.id), { resolved: 'yes' })).statusCode).toBe(
    400,
  );
});

it('closes the review of an archived project to writes, and keeps it readable', async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const casey = await signedIn(PEOPLE.casey);
  const own = await thread(casey, dusk, { text: 'Before archiving', anchor: point(0.2, 0.2) });
  const project = await projectOf(dusk);
  await api.db
    .updateTable('projects')
    .set({ archived_at: '2026-01-01 00:00:00' })
    .where('id', '=', project)
    .execute();
  try {
    const archived = 'This project is archived: restore it to change it.';
    const attempts = [
      await post(casey, dusk, { text: 'After', anchor: point(0.2, 0.2) }),
      await casey.request('PUT', commentUrl(own.id), { text: 'Edit' }),
      await casey.request('DELETE', commentUrl(own.id)),
      await casey.request('PUT', `${commentUrl(own.id)}/resolution`, { resolved: true }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(archived);
    }
    const page = await list(casey, dusk);
    expect(page.canComment).toBe(false);
    expect(page.threads.find((t) => t.id === own.id)).toMatchObject({
      canEdit: false,
      canResolve: false,
    });
  } finally {
    await api.db
      .updateTable('projects')
      .set({ archived_at: null })
      .where('id', '=', project)
      .execute();
  }
});

it("lists the project's people: its client's users and the studio, by name", async () => {
  const casey = await signedIn(PEOPLE.casey);
  const project = await projectOf(await mediaIdOf(api.db, ...DUSK));
  const people = (await casey.request('GET', `/api/projects/${project}/people`)).json() as {
    name: string;
    side: string;
  }[];
  expect(people.map((p) => [p.name, p.side])).toEqual([
    ['Ada Admin', 'studio'],
    ['Casey Client', 'client'],
    ['Noah Lumen', 'studio'],
    ['Olivia Harbour', 'client'],
  ]);
  expect((await casey.request('GET', '/api/projects/99999999/people')).statusCode).toBe(404);
});

it('takes mentions of the project’s people only', async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const casey = await signedIn(PEOPLE.casey);
  const ids = Object.fromEntries(
    (await api.db.selectFrom('users').select(['id', 'email']).execute()).map((u) => [
      u.email,
      u.id,
    ]),
  );
  const ok = await thread(casey, dusk, {
    text: '@Olivia Harbour @Noah Lumen thoughts?',
    anchor: point(0.6, 0.6),
    mentions: [ids[PEOPLE.olivia]!, ids[PEOPLE.noah]!],
  });
  expect((ok.mentions as { name: string }[]).map((m) => m.name)).toEqual([
    'Olivia Harbour',
    'Noah Lumen',
  ]);
  const outsider = await post(casey, dusk, {
    text: '@Liam',
    anchor: point(0.6, 0.6),
    mentions: [ids[PEOPLE.liam]!],
  });
  expect(outsider.statusCode).toBe(400);
  expect(outsider.json().errors.Mentions).toEqual(['Only the project’s people can be mentioned.']);
  const twice = await post(casey, dusk, {
    text: 'x',
    anchor: point(0.6, 0.6),
    mentions: [ids[PEOPLE.olivia]!, ids[PEOPLE.olivia]!],
  });
  expect(twice.json().errors.Mentions[0]).toContain('each once');
});
