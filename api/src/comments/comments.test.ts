import { projectId, withRecordingApp } from '../test/comments-support.js';
import { TestBrowser } from '../test/test-app.js';

const api = withRecordingApp();
const { signedIn } = api;
const url = (project: number) => `/api/projects/${project}/comments`;

interface Comment {
  id: number;
  text: string;
  authorName: string | null;
  isDeleted: boolean;
  createdDate: string;
  canDelete: boolean;
  replies: Comment[];
}

it('lets nobody in without a session', async () => {
  const visitor = new TestBrowser(api.app);
  const quay = await projectId(api.db, 'Circular Quay Offices');
  expect((await visitor.request('GET', url(quay))).statusCode).toBe(401);
});

it('lists threads newest first, replies oldest first, with authors and dates', async () => {
  const quay = await projectId(api.db, 'Circular Quay Offices');
  const casey = await signedIn('client@example.com');
  const olivia = await signedIn('olivia@harbourco.example.com');
  const first = (await casey.request('POST', url(quay), { text: '  Lobby looks great.  ' })).json();
  expect(first).toMatchObject({ text: 'Lobby looks great.', authorName: 'Casey Client' });
  await olivia.request('POST', url(quay), { text: 'Reply one', parentId: first.id });
  await casey.request('POST', url(quay), { text: 'Reply two', parentId: first.id });
  await olivia.request('POST', url(quay), { text: 'Second thread' });

  const page = (await casey.request('GET', `${url(quay)}?pageSize=1`)).json();
  expect(page).toMatchObject({ page: 1, pageSize: 1, total: 2 });
  expect(page.items.map((c: Comment) => c.text)).toEqual(['Second thread']);
  expect(page.items[0]).toMatchObject({ canDelete: false, replies: [] });

  const second = (await casey.request('GET', `${url(quay)}?page=2&pageSize=1`)).json();
  const thread = (second.items as Comment[])[0]!;
  expect(thread).toMatchObject({ text: 'Lobby looks great.', canDelete: true, isDeleted: false });
  expect(thread.replies.map((r) => [r.text, r.authorName, r.canDelete])).toEqual([
    ['Reply one', 'Olivia Harbour', false],
    ['Reply two', 'Casey Client', true],
  ]);
  const created = thread.createdDate;
  expect(new Date(created).toISOString()).toBe(created);
});

it('answers bad input with a 400 and the field named', async () => {
  const quay = await projectId(api.db, 'Circular Quay Offices');
  const other = await projectId(api.db, 'Bondi Residence');
  const casey = await signedIn('client@example.com');
  const elsewhere = (await casey.request('POST', url(other), { text: 'On Bondi' })).json();
  const parent = (await casey.request('POST', url(quay), { text: 'Parent' })).json();
  const reply = (await casey.request('POST', url(quay), { text: 'R', parentId: parent.id })).json();
  const cases: [unknown, string, string][] = [
    [{ text: '   ' }, 'Text', 'Enter a comment.'],
    [{}, 'Text', 'Enter a comment.'],
    [{ text: 42 }, 'Text', 'Enter a comment.'],
    [{ text: 'x'.repeat(4001) }, 'Text', 'A comment can be at most 4,000 characters.'],
    [{ text: 'Hi', parentId: 'abc' }, 'ParentId', 'ParentId must be a positive whole number.'],
    [{ text: 'Hi', parentId: 1.5 }, 'ParentId', 'ParentId must be a positive whole number.'],
    [{ text: 'Hi', parentId: elsewhere.id }, 'ParentId', 'not on this project'],
    [{ text: 'Hi', parentId: 99999999 }, 'ParentId', 'not on this project'],
    [{ text: 'Hi', parentId: reply.id }, 'ParentId', 'replies go one level deep'],
  ];
  for (const [body, field, message] of cases) {
    const response = await casey.request('POST', url(quay), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field][0]).toContain(message);
  }
  const exact = await casey.request('POST', url(quay), { text: 'y'.repeat(4000) });
  expect(exact.statusCode).toBe(201);
  expect((await casey.request('POST', url(quay), '{"text":')).statusCode).toBe(400);
  expect((await casey.request('POST', url(quay), '[1,2]')).statusCode).toBe(400);
  expect((await casey.request('GET', `${url(quay)}?pageSize=500`)).statusCode).toBe(400);
  expect((await casey.request('GET', '/api/projects/abc/comments')).statusCode).toBe(400);
});

it('answers 404 for a project the caller cannot see, whether or not it exists', async () => {
  const parramatta = await projectId(api.db, 'Parramatta Town Centre');
  const casey = await signedIn('client@example.com');
  for (const project of [parramatta, 99999999]) {
    expect((await casey.request('GET', url(project))).statusCode).toBe(404);
    expect((await casey.request('POST', url(project), { text: 'Hi' })).statusCode).toBe(404);
    expect((await casey.request('DELETE', `${url(project)}/1`)).statusCode).toBe(404);
  }
});

it("keeps a Showcase project's discussion to its team, and admins may join any", async () => {
  const pavilion = await projectId(api.db, 'Waterfront Pavilion');
  const showcase = await signedIn('showcase@example.com');
  expect((await showcase.request('GET', url(pavilion))).statusCode).toBe(403);
  expect((await showcase.request('POST', url(pavilion), { text: 'Hi' })).statusCode).toBe(403);
  const admin = await signedIn('admin@example.com');
  expect((await admin.request('POST', url(pavilion), { text: 'From the studio' })).statusCode).toBe(
    201,
  );
});

it('refuses to post without Engage.Project.Comment', async () => {
  const skyline = await projectId(api.db, 'Skyline Residences');
  const liam = await api.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'liam@southerncross.example.com')
    .executeTakeFirstOrThrow();
  await api.db.deleteFrom('user_roles').where('user_id', '=', liam.id).execute();
  const browser = await signedIn('liam@southerncross.example.com');
  expect((await browser.request('POST', url(skyline), { text: 'Hi' })).statusCode).toBe(403);
});

it('lets the author or a project manager delete; a thread with replies keeps a tombstone', async () => {
  const bondi = await projectId(api.db, 'Bondi Residence');
  const casey = await signedIn('client@example.com');
  const olivia = await signedIn('olivia@harbourco.example.com');
  const mia = await signedIn('mia@kookaburra.example.com');
  const thread = (await casey.request('POST', url(bondi), { text: 'Thread' })).json();
  const reply = (
    await olivia.request('POST', url(bondi), { text: 'R', parentId: thread.id })
  ).json();
  const lone = (await olivia.request('POST', url(bondi), { text: 'Lone' })).json();

  expect((await casey.request('DELETE', `${url(bondi)}/${lone.id}`)).statusCode).toBe(403);
  expect((await mia.request('DELETE', `${url(bondi)}/${lone.id}`)).statusCode).toBe(404);
  expect((await casey.request('DELETE', `${url(bondi)}/${thread.id}`)).json()).toEqual({
    success: true,
  });
  const threads = async () =>
    ((await casey.request('GET', `${url(bondi)}?pageSize=100`)).json().items as Comment[]).filter(
      (c) => [thread.id, lone.id].includes(c.id),
    );
  expect(await threads()).toEqual([
    expect.objectContaining({ id: lone.id }),
    expect.objectContaining({
      id: thread.id,
      text: '',
      authorName: null,
      isDeleted: true,
      canDelete: false,
      replies: [expect.objectContaining({ id: reply.id, text: 'R' })],
    }),
  ]);
  expect((await casey.request('DELETE', `${url(bondi)}/${thread.id}`)).statusCode).toBe(404);
  expect(
    (await casey.request('POST', url(bondi), { text: 'x', parentId: thread.id })).json(),
  ).toMatchObject({ errors: { ParentId: [expect.stringContaining('deleted')] } });

  // Olivia manages Harbour's projects: she may delete anyone's comment there.
  expect((await olivia.request('DELETE', `${url(bondi)}/${reply.id}`)).statusCode).toBe(200);
  expect((await olivia.request('DELETE', `${url(bondi)}/${lone.id}`)).statusCode).toBe(200);
  expect(await threads()).toEqual([]);
});
