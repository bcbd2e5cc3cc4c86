import { MEDIA_MESSAGES, PROJECT_MESSAGES } from '@portal/contract';
import { projectId } from '../test/comments-support.js';
import { mediaId, postIdOf } from '../test/media-support.js';
import { withTestApp } from '../test/test-app.js';

const api = withTestApp({ PIXEL_STREAM_INTERNAL_HOSTS: 'streams.lumen.example, *.lumen.example' });
const OLIVIA = 'olivia@harbourco.example.com';

it('links a file to a post for its editors, named and typed from its address', async () => {
  const post = await postIdOf(api.db, 'Circular Quay Offices', 'Lobby concept');
  const olivia = await api.signedIn(OLIVIA);
  const added = await olivia.request('POST', `/api/posts/${post}/media`, {
    mediaType: 'Video',
    title: '  Lobby walk-through ',
    description: 'Rough cut.',
    fileUri: 'https://cdn.example.com/quay/Lobby%20walk.mp4',
  });
  expect(added.statusCode).toBe(201);
  expect(added.json()).toMatchObject({
    mediaType: 'Video',
    title: 'Lobby walk-through',
    description: 'Rough cut.',
    file: { fileName: 'Lobby walk.mp4', fileUri: 'https://cdn.example.com/quay/Lobby%20walk.mp4' },
    contentType: 'video/mp4',
    linked: true,
    variant: null,
  });
  const detail = (
    await olivia.request('GET', `/api/projects/${await projectId(api.db, 'Circular Quay Offices')}`)
  ).json();
  const media = detail.posts.find((p: { id: number }) => p.id === post).media;
  expect(media.at(-1).id).toBe(added.json().id);
});

it('refuses links to those who may not edit the post', async () => {
  const post = await postIdOf(api.db, 'Circular Quay Offices', 'Lobby concept');
  const body = { mediaType: 'Image', title: 'X', fileUri: 'https://cdn.example.com/x.jpg' };
  const casey = await api.signedIn('client@example.com');
  expect((await casey.request('POST', `/api/posts/${post}/media`, body)).statusCode).toBe(403);
  const liam = await api.signedIn('liam@southerncross.example.com');
  expect((await liam.request('POST', `/api/posts/${post}/media`, body)).statusCode).toBe(403);
  const admin = await api.signedIn('admin@example.com');
  expect((await admin.request('POST', '/api/posts/999999/media', body)).statusCode).toBe(404);
});

it('checks each field, and a stream address against its variant', async () => {
  const post = await postIdOf(api.db, 'Circular Quay Offices', 'Level 7 workspace');
  const admin = await api.signedIn('admin@example.com');
  const add = (body: object) => admin.request('POST', `/api/posts/${post}/media`, body);
  const cases: [object, string, string][] = [
    [
      { mediaType: 'Image', title: '', fileUri: 'https://a.example/x.jpg' },
      'Title',
      MEDIA_MESSAGES.titleRequired,
    ],
    [
      { mediaType: 'Image', title: 'X', fileUri: 'http://a.example/x.jpg' },
      'FileUri',
      MEDIA_MESSAGES.urlNotSecure,
    ],
    [{ mediaType: 'Image', title: 'X', fileUri: 'x.jpg' }, 'FileUri', MEDIA_MESSAGES.urlInvalid],
    [
      { mediaType: 'PixelStream', title: 'X', fileUri: 'https://streams.lumen.example/' },
      'Variant',
      MEDIA_MESSAGES.variantRequired,
    ],
    [
      { mediaType: 'Image', title: 'X', fileUri: 'https://a.example/x.jpg', variant: 'AWS' },
      'Variant',
      MEDIA_MESSAGES.variantOnlyForStreams,
    ],
    [
      {
        mediaType: 'PixelStream',
        title: 'X',
        fileUri: 'https://evil.example/',
        variant: 'ArcaneMirage',
      },
      'FileUri',
      MEDIA_MESSAGES.streamHostNotAllowed('ArcaneMirage', [
        'arcanemirage.com',
        '*.arcanemirage.com',
      ]),
    ],
    [
      { mediaType: 'PixelStream', title: 'X', fileUri: 'https://localhost/', variant: 'Internal' },
      'FileUri',
      MEDIA_MESSAGES.streamHostNotAllowed('Internal', ['streams.lumen.example', '*.lumen.example']),
    ],
  ];
  for (const [body, field, message] of cases) {
    const answer = await add(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[field]).toEqual([message]);
  }
  const stream = await add({
    mediaType: 'PixelStream',
    title: 'Level 7 live',
    fileUri: 'https://eu.lumen.example/session/7',
    variant: 'Internal',
  });
  expect(stream.statusCode).toBe(201);
  expect(stream.json()).toMatchObject({ variant: 'Internal', linked: true });
  const arcane = await add({
    mediaType: 'PixelStream',
    title: 'Arcane',
    fileUri: 'https://app.arcanemirage.com/share/abc',
    variant: 'ArcaneMirage',
  });
  expect(arcane.statusCode).toBe(201);
});

it('edits, reorders and removes media, checking the order names every item once', async () => {
  const post = await postIdOf(api.db, 'Waterfront Pavilion', 'Dusk exterior renders');
  const admin = await api.signedIn('admin@example.com');
  const dusk = await mediaId(api.db, 'Waterfront Pavilion', 'Dusk from the foreshore');
  const changed = await admin.request('PUT', `/api/media/${dusk}`, {
    title: 'Dusk, view 01',
    description: 'Revised sky.',
  });
  expect(changed.json()).toMatchObject({ title: 'Dusk, view 01', description: 'Revised sky.' });

  const order = `/api/posts/${post}/media/order`;
  const project = await projectId(api.db, 'Waterfront Pavilion');
  const idsNow = async () =>
    (await admin.request('GET', `/api/projects/${project}`))
      .json()
      .posts.find((p: { id: number }) => p.id === post)
      .media.map((m: { id: number }) => m.id);
  const before: number[] = await idsNow();
  const reversed = [...before].reverse();
  expect((await admin.request('PUT', order, { ids: reversed })).statusCode).toBe(200);
  expect(await idsNow()).toEqual(reversed);
  const short = await admin.request('PUT', order, { ids: reversed.slice(1) });
  expect(short.statusCode).toBe(400);
  expect(short.json().errors.Ids).toEqual([MEDIA_MESSAGES.orderMismatch]);

  const casey = await api.signedIn('client@example.com');
  expect((await casey.request('DELETE', `/api/media/${dusk}`)).statusCode).toBe(403);
  expect((await admin.request('DELETE', `/api/media/${dusk}`)).statusCode).toBe(200);
  expect(await idsNow()).not.toContain(dusk);
});

it('closes an archived project to media changes', async () => {
  const project = await projectId(api.db, 'Bondi Residence');
  const post = await postIdOf(api.db, 'Bondi Residence', 'Living room options');
  const admin = await api.signedIn('admin@example.com');
  expect(
    (await admin.request('PUT', `/api/projects/${project}/archived`, { archived: true }))
      .statusCode,
  ).toBe(200);
  const answer = await admin.request('POST', `/api/posts/${post}/media`, {
    mediaType: 'Image',
    title: 'Late',
    fileUri: 'https://cdn.example.com/late.jpg',
  });
  expect(answer.statusCode).toBe(409);
  expect(answer.json().message).toBe(PROJECT_MESSAGES.archived);
  await admin.request('PUT', `/api/projects/${project}/archived`, { archived: false });
});

it('gathers the interactive media of the projects the caller sees', async () => {
  const titles = async (email: string) =>
    (await (await api.signedIn(email)).request('GET', '/api/media/interactive'))
      .json()
      .map((item: { media: { title: string } }) => item.media.title);
  expect(await titles('admin@example.com')).toEqual(
    expect.arrayContaining(['Barangaroo site model', 'Interactive walkthrough']),
  );
  // Both are on Showcase projects, so every signed-in user finds them.
  expect(await titles('mia@kookaburra.example.com')).toEqual(
    expect.arrayContaining(['Barangaroo site model', 'Interactive walkthrough']),
  );
  const visitor = api.visitor();
  expect((await visitor.request('GET', '/api/media/interactive')).statusCode).toBe(401);
});
