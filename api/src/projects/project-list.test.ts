import { withTestApp } from '../test/test-app.js';

const api = withTestApp();
const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);
const list = async (query: string) =>
  (await (await api.signedIn('admin@example.com')).request('GET', `/api/projects?${query}`)).json();

it('sorts by any column, both ways, names case-insensitively', async () => {
  const ascending = names(await list('sort=name&direction=Ascending'));
  expect(ascending).toEqual(
    [...ascending].sort((a, b) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' })),
  );
  expect(names(await list('sort=name&direction=Descending'))).toEqual([...ascending].reverse());
  const byClient = (await list('sort=clientName&direction=Ascending')).items.map(
    (item: { clientName: string }) => item.clientName,
  );
  expect(byClient[0]).toBe('Harbour & Co Architects');
  expect(byClient.at(-1)).toBe('Southern Cross Developments');
  const byPosts = (await list('sort=postCount&direction=Descending')).items.map(
    (item: { postCount: number }) => item.postCount,
  );
  expect(byPosts).toEqual([...byPosts].sort((a, b) => b - a));
  const byDate = (await list('')).items.map((item: { updatedDate: string }) => item.updatedDate);
  expect(byDate).toEqual([...byDate].sort().reverse());
  expect(
    (await (await api.signedIn('admin@example.com')).request('GET', '/api/projects?sort=secret'))
      .statusCode,
  ).toBe(400);
});

it('pages a sorted list without losing or repeating a project', async () => {
  const all = names(await list('sort=visibility&direction=Ascending&pageSize=100'));
  const pages = [];
  for (let page = 1; page <= 3; page += 1) {
    pages.push(...names(await list(`sort=visibility&direction=Ascending&pageSize=3&page=${page}`)));
  }
  expect(pages).toEqual(all);
});

it('filters by visibility, client and status, and names the clients to filter by', async () => {
  const showcase = await list('visibility=99');
  expect(showcase.items.every((item: { visibility: number }) => item.visibility === 99)).toBe(true);
  expect(showcase.total).toBe(3);
  const harbour = showcase.clients.find(
    (c: { name: string }) => c.name === 'Harbour & Co Architects',
  );
  const own = await list(`clientId=${harbour.id}`);
  expect(own.items.map((item: { clientName: string }) => item.clientName)).toEqual(
    Array(own.total).fill('Harbour & Co Architects'),
  );
  expect(showcase.clients.map((c: { name: string }) => c.name)).toEqual([
    'Harbour & Co Architects',
    'Kookaburra Interactive',
    'Lumen Visualisation Studio',
    'Southern Cross Developments',
  ]);
  expect((await list('status=archived')).total).toBe(0);

  const casey = await api.signedIn('client@example.com');
  const facets = (await casey.request('GET', '/api/projects')).json().clients;
  // A client user sees their own projects and the Showcase ones of two other clients.
  expect(facets.map((c: { name: string }) => c.name)).toEqual([
    'Harbour & Co Architects',
    'Kookaburra Interactive',
    'Southern Cross Developments',
  ]);
});
