import { TestBrowser, withTestApp } from '../test/test-app.js';

const api = withTestApp();

const { signedIn } = api;

it('refuses the project list to a visitor', async () => {
  const response = await new TestBrowser(api.app).request('GET', '/api/projects');
  expect(response.statusCode).toBe(401);
});

it("lists a client user's own projects and every Showcase project, paged", async () => {
  const browser = await signedIn('client@example.com');
  const page = (await browser.request('GET', '/api/projects?pageSize=2')).json();
  expect(page).toMatchObject({ page: 1, pageSize: 2, total: 5 });
  expect(page.items).toHaveLength(2);
  const all = (await browser.request('GET', '/api/projects')).json();
  const byClient = (own: boolean) =>
    all.items.filter(
      (p: { clientName: string }) => (p.clientName === 'Harbour & Co Architects') === own,
    );
  expect(byClient(true)).toHaveLength(3);
  expect(
    byClient(false).map((p: { name: string; visibility: number }) => [p.name, p.visibility]),
  ).toEqual(
    expect.arrayContaining([
      ['Skyline Residences', 99],
      ['Outback Explorer VR', 99],
    ]),
  );
  expect(byClient(false)).toHaveLength(2);
  expect(all.items[0]).toEqual(
    expect.objectContaining({
      name: expect.any(String),
      visibility: expect.any(Number),
      postCount: expect.any(Number),
    }),
  );
});

it("opens another client's Showcase project to a client user, but not its discussion", async () => {
  const admin = await signedIn('admin@example.com');
  const all = (await admin.request('GET', '/api/projects?pageSize=100')).json();
  const skyline = all.items.find((p: { name: string }) => p.name === 'Skyline Residences');
  const client = await signedIn('client@example.com');
  const detail = await client.request('GET', `/api/projects/${skyline.id}`);
  expect(detail.statusCode).toBe(200);
  expect(detail.json().posts.length).toBeGreaterThan(0);
  const file = await client.request('GET', detail.json().posts[0].media[0].url);
  expect(file.statusCode).toBe(200);
  const comments = `/api/projects/${skyline.id}/comments`;
  expect((await client.request('GET', comments)).statusCode).toBe(403);
  const comment = await client.request('POST', comments, { text: 'Lovely tower.' });
  expect(comment.statusCode).toBe(403);
  expect(comment.json().message).toBe('Comments on this project are open to its team only.');
});

it('searches projects by name', async () => {
  const browser = await signedIn('client@example.com');
  const page = (await browser.request('GET', '/api/projects?search=bondi')).json();
  expect(page.items.map((p: { name: string }) => p.name)).toEqual(['Bondi Residence']);
});

it('shows an admin every project', async () => {
  const browser = await signedIn('admin@example.com');
  expect((await browser.request('GET', '/api/projects?pageSize=100')).json().total).toBe(8);
});

it("answers 404 for another organisation's project without revealing it", async () => {
  const admin = await signedIn('admin@example.com');
  const all = (await admin.request('GET', '/api/projects?pageSize=100')).json();
  const foreign = all.items.find((p: { name: string }) => p.name === 'Parramatta Town Centre');
  const client = await signedIn('client@example.com');
  const response = await client.request('GET', `/api/projects/${foreign.id}`);
  expect(response.statusCode).toBe(404);
  const own = all.items.find((p: { name: string }) => p.name === 'Bondi Residence');
  const detail = (await client.request('GET', `/api/projects/${own.id}`)).json();
  expect(detail.posts[0].media[0]).toMatchObject({
    mediaType: 'Image',
    url: expect.stringMatching(/^\/api\/media\/\d+\/file$/),
  });
});

it('answers 400 for a malformed project id', async () => {
  const client = await signedIn('client@example.com');
  expect((await client.request('GET', '/api/projects/abc')).statusCode).toBe(400);
  expect((await client.request('GET', '/api/projects/99999999999999999999')).statusCode).toBe(400);
});

it('serves a showcase post to anyone for embedding, and nothing else', async () => {
  const admin = await signedIn('admin@example.com');
  const all = (await admin.request('GET', '/api/projects?pageSize=100')).json();
  const showcase = all.items.find((p: { visibility: number }) => p.visibility === 99);
  const restricted = all.items.find((p: { visibility: number }) => p.visibility === 1);
  const showcasePost = (await admin.request('GET', `/api/projects/${showcase.id}`)).json().posts[0];
  const restrictedPost = (await admin.request('GET', `/api/projects/${restricted.id}`)).json()
    .posts[0];

  const visitor = new TestBrowser(api.app);
  const embed = await visitor.request(
    'GET',
    `/api/embed/project/${showcase.id}/post/${showcasePost.id}`,
  );
  expect(embed.statusCode).toBe(200);
  expect(embed.json()).toMatchObject({
    project: { name: showcase.name },
    post: { title: showcasePost.title },
  });
  const image = await visitor.request('GET', embed.json().post.media[0].url);
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/jpeg');
  expect(image.headers['accept-ranges']).toBe('bytes');

  const hidden = await visitor.request(
    'GET',
    `/api/embed/project/${restricted.id}/post/${restrictedPost.id}`,
  );
  expect(hidden.statusCode).toBe(404);
  const hiddenFile = await visitor.request('GET', restrictedPost.media[0].url);
  expect(hiddenFile.statusCode).toBe(404);
  // A post id from another project does not leak through a showcase project id.
  const mixed = await visitor.request(
    'GET',
    `/api/embed/project/${showcase.id}/post/${restrictedPost.id}`,
  );
  expect(mixed.statusCode).toBe(404);
});

it('offers showcase images for the public home gallery', async () => {
  const gallery = (await new TestBrowser(api.app).request('GET', '/api/gallery')).json();
  // Every still of the published posts of Showcase projects, as small pictures.
  expect(gallery.length).toBeGreaterThanOrEqual(6);
  expect(gallery[0]).toEqual({
    id: expect.any(Number),
    url: expect.stringMatching(/^\/api\/media\/\d+\/thumbnail$/),
    title: expect.any(String),
    projectId: expect.any(Number),
    postId: expect.any(Number),
  });
});

it('opens no shared link yet: every token is a 404 that says so', async () => {
  const response = await new TestBrowser(api.app).request('GET', '/api/share/abc123');
  expect(response.statusCode).toBe(404);
  expect(response.json().message).toBe('This link is invalid or has expired.');
});
