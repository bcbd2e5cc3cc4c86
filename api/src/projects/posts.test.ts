import { projectId, withRecordingApp, storedNotifications } from '../test/comments-support.js';
import { TestBrowser, userIdOf } from '../test/test-app.js';

const api = withRecordingApp();
const { signedIn } = api;
const url = (project: number) => `/api/projects/${project}/posts`;
const OLIVIA = 'olivia@harbourco.example.com';
const EVERYONE = [
  'admin@example.com',
  'showcase@example.com',
  'client@example.com',
  OLIVIA,
  'liam@southerncross.example.com',
  'mia@kookaburra.example.com',
  'noah@lumen.example.com',
  'ava@freelance.example.com',
];

/** Who holds a ProjectUpdate about the post. */
async function toldOf(postId: number) {
  const told: string[] = [];
  for (const email of EVERYONE) {
    const updates = await storedNotifications(
      api.db,
      await userIdOf(api.db, email),
      'ProjectUpdate',
    );
    if (updates.some((n) => (n.data as { postId?: number } | null)?.postId === postId)) {
      told.push(email);
    }
  }
  return told;
}

it('is for holders of Engage.Post.Manage', async () => {
  const quay = await projectId(api.db, 'Circular Quay Offices');
  const visitor = new TestBrowser(api.app);
  await visitor.request('GET', '/api/account/user-state');
  expect((await visitor.request('POST', url(quay), { title: 'T' })).statusCode).toBe(401);
  const casey = await signedIn('client@example.com');
  expect((await casey.request('POST', url(quay), { title: 'T' })).statusCode).toBe(403);
});

it("creates the post and tells the rest of the client's team, stored and pushed", async () => {
  const quay = await projectId(api.db, 'Circular Quay Offices');
  const olivia = await signedIn(OLIVIA);
  const response = await olivia.request('POST', url(quay), {
    title: '  Level 9 concepts ',
    summary: 'Three options for the breakout space.',
  });
  expect(response.statusCode).toBe(201);
  const post = response.json();
  expect(post).toMatchObject({ title: 'Level 9 concepts', media: [] });
  const detail = (await olivia.request('GET', `/api/projects/${quay}`)).json();
  expect(detail.posts[0]).toEqual(post);

  expect(await toldOf(post.id)).toEqual(['client@example.com']);
  const caseyId = await userIdOf(api.db, 'client@example.com');
  const [update] = (await storedNotifications(api.db, caseyId, 'ProjectUpdate')).slice(-1);
  expect(update).toMatchObject({
    title: 'New post in Circular Quay Offices: Level 9 concepts',
    message: 'Three options for the breakout space.',
    data: { projectId: quay, postId: post.id },
  });
  expect(api.pushed).toEqual([
    {
      userId: caseyId,
      target: 'UserNotificationCreated',
      args: [expect.objectContaining({ notificationId: update!.id, type: 'ProjectUpdate' })],
    },
  ]);
});

it("keeps a Showcase project's news to its client's users, and skips disabled ones", async () => {
  const pavilion = await projectId(api.db, 'Waterfront Pavilion');
  const olivia = await signedIn(OLIVIA);
  const admin = await signedIn('admin@example.com');
  const first = (await admin.request('POST', url(pavilion), { title: 'Night renders' })).json();
  expect(await toldOf(first.id)).toEqual(['client@example.com', OLIVIA]);
  const [update] = (
    await storedNotifications(api.db, await userIdOf(api.db, OLIVIA), 'ProjectUpdate')
  ).slice(-1);
  expect(update?.message).toBe('Ada Admin shared a new post.');

  const caseyId = await userIdOf(api.db, 'client@example.com');
  await api.db.updateTable('users').set({ disabled: 1 }).where('id', '=', caseyId).execute();
  const second = (await olivia.request('POST', url(pavilion), { title: 'Quiet one' })).json();
  await api.db.updateTable('users').set({ disabled: 0 }).where('id', '=', caseyId).execute();
  expect(await toldOf(second.id)).toEqual([]);
});

it("answers 404 for another client's private project or none, 403 for its Showcase one", async () => {
  const parramatta = await projectId(api.db, 'Parramatta Town Centre');
  const skyline = await projectId(api.db, 'Skyline Residences');
  const olivia = await signedIn(OLIVIA);
  for (const project of [parramatta, 99999999]) {
    expect((await olivia.request('POST', url(project), { title: 'T' })).statusCode).toBe(404);
  }
  // Every signed-in user sees a Showcase project; only its own client and the studio post to it.
  expect((await olivia.request('POST', url(skyline), { title: 'T' })).statusCode).toBe(403);
  expect(api.pushed).toEqual([]);
});

it('answers bad input with a 400 and the field named', async () => {
  const quay = await projectId(api.db, 'Circular Quay Offices');
  const olivia = await signedIn(OLIVIA);
  const cases: [unknown, string, string][] = [
    [{ title: '  ' }, 'Title', 'Enter a title.'],
    [{ summary: 'No title' }, 'Title', 'Enter a title.'],
    [{ title: 'x'.repeat(201) }, 'Title', 'A title can be at most 200 characters.'],
    [{ title: 'T', summary: 'x'.repeat(2001) }, 'Summary', 'at most 2,000 characters'],
    [{ title: 'T', summary: 5 }, 'Summary', 'The summary must be text.'],
  ];
  for (const [body, field, message] of cases) {
    const response = await olivia.request('POST', url(quay), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field][0]).toContain(message);
  }
  expect((await olivia.request('POST', url(quay), 'null')).statusCode).toBe(400);
  expect(api.pushed).toEqual([]);
});
