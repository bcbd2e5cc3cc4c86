import { TestBrowser, withTestApp } from '../test/test-app.js';

const api = withTestApp();

const { signedIn } = api;

it('refuses the project list to a visitor', async () => {
  const response = await new TestBrowser(api.app).request('GET', '/api/projects');
  expect(response.statusCode).toBe(401);
});

it("lists only the client user's own organisation's projects, paged", async () => {
  const browser = await signedIn('client@example.com');
  const page = (await browser.request('GET', '/api/projects?pageSize=2')).json();
  expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3 });
  expect(page.items).toHaveLength(2);
  const all = (await browser.request('GET', '/api/projects')).json();
  expect(new Set(all.items.map((p: { clientName: string }) => p.clientName))).toEqual(
    new Set(['Harbour & Co Architects']),
  );
  expect(all.items[0]).toEqual(
    expect.objectContaining({
      name: expect.any(String),
      visibility: expect.any(Number),
      postCount: expect.any(Number),
    }),
  );
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
  expect(image.headers['content-type']).toBe('image/svg+xml');

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
  expect(gallery.length).toBeGreaterThanOrEqual(12);
  expect(gallery[0]).toEqual({
    id: expect.any(Number),
    url: expect.any(String),
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
