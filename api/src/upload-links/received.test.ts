import { withTestApp, type TestBrowser } from '../test/test-app.js';
import { CASEY, uploadLinkHelpers } from '../test/upload-links-support.js';
import { patternedBytes, testFile } from '../test/uploads-support.js';

const api = withTestApp();
const { mediaOfPost, makeLink, senderOf, sendAll, finish, projectOf } = uploadLinkHelpers(api);

/** Ben sends a picture through a new link of Olivia's; answers the medium's id and the post. */
async function receivedPicture(fileName = 'north-corner.png') {
  const { token, olivia, post } = await makeLink();
  const ben = await senderOf(token);
  const file = testFile(post, fileName, patternedBytes(150_000), 100_000);
  await sendAll(ben, token, file);
  const made = await finish(ben, token, file, 'Image');
  expect(made.statusCode).toBe(201);
  return { id: made.json().id as number, made: made.json(), olivia, post, token };
}

/** Whether the page `browser` sees lists the medium (and how). */
const onPage = async (browser: TestBrowser, post: number, id: number) =>
  (await mediaOfPost(browser, post)).find((each) => each.id === id);

const statusOf = async (browser: TestBrowser, url: string) =>
  (await browser.request('GET', url)).statusCode;

/** What a post's share link shows a visitor, and the status of the medium's file through it. */
async function throughShareLink(olivia: TestBrowser, post: number, id: number) {
  const created = await olivia.request(
    'POST',
    `/api/projects/${await projectOf(post)}/share-links`,
    {
      postId: post,
    },
  );
  expect(created.statusCode).toBe(201);
  const token = created.json().url.split('/share/')[1] as string;
  const visitor = api.visitor();
  const content = (await visitor.request('GET', `/api/share/${token}`)).json();
  const ids = content.posts.flatMap((each: { media: { id: number }[] }) =>
    each.media.map((media) => media.id),
  );
  return {
    listed: ids.includes(id),
    file: await statusOf(visitor, `/api/share/${token}/media/${id}/file`),
  };
}

const inGallery = async (id: number) =>
  ((await api.visitor().request('GET', '/api/gallery')).json() as { id: number }[]).some(
    (image) => image.id === id,
  );

it('keeps a received file from the client, share links and the gallery until Olivia shares it', async () => {
  const { id, made, olivia, post } = await receivedPicture();
  expect(made).toMatchObject({ sentBy: 'Ben Builder', awaitingShare: true });
  // Waterfront Pavilion is a Showcase project and the post is published: only the wait hides it.
  const row = await api.db
    .selectFrom('posts')
    .select('published_at')
    .where('id', '=', post)
    .executeTakeFirstOrThrow();
  expect(row.published_at).not.toBeNull();

  const casey = await api.signedIn(CASEY);
  expect(await onPage(casey, post, id)).toBeUndefined();
  for (const path of ['file', 'thumbnail', 'entries']) {
    expect([path, await statusOf(casey, `/api/media/${id}/${path}`)]).toEqual([path, 404]);
  }
  expect(await statusOf(api.visitor(), `/api/media/${id}/file`)).toBe(404);
  expect(await statusOf(casey, `/api/media/${id}/comments`)).toBe(404);
  expect(await throughShareLink(olivia, post, id)).toEqual({ listed: false, file: 404 });
  expect(await inGallery(id)).toBe(false);

  // The studio's managers and the post's editors see it, waiting.
  const admin = await api.signedIn('admin@example.com');
  for (const browser of [olivia, admin]) {
    expect(await onPage(browser, post, id)).toMatchObject({ awaitingShare: true });
    expect(await statusOf(browser, `/api/media/${id}/file`)).toBe(200);
  }

  // Casey may not share it; Olivia does.
  expect((await casey.request('POST', `/api/media/${id}/share`)).statusCode).toBe(403);
  expect((await casey.request('POST', `/api/posts/${post}/received/share`)).statusCode).toBe(403);
  const shared = await olivia.request('POST', `/api/media/${id}/share`);
  expect(shared.statusCode).toBe(200);
  expect(shared.json().id).toBe(id);
  expect(shared.json().awaitingShare).toBeUndefined();

  const seen = await onPage(casey, post, id);
  expect(seen).toMatchObject({ sentBy: 'Ben Builder' });
  expect(seen?.awaitingShare).toBeUndefined();
  expect(await statusOf(casey, `/api/media/${id}/file`)).toBe(200);
  expect(await statusOf(casey, `/api/media/${id}/comments`)).toBe(200);
  expect(await throughShareLink(olivia, post, id)).toEqual({ listed: true, file: 200 });
  // Sharing again leaves it as it is.
  expect((await olivia.request('POST', `/api/media/${id}/share`)).statusCode).toBe(200);
});

it('shows the gallery a received picture once shared', async () => {
  // The gallery holds the first 24 Showcase pictures: make room for this one.
  const { id, olivia } = await receivedPicture('gallery.png');
  await api.db
    .updateTable('media')
    .set({ media_type: 'Pdf' })
    .where('media_type', '=', 'Image')
    .where('id', '!=', id)
    .execute();
  expect(await inGallery(id)).toBe(false);
  expect((await olivia.request('POST', `/api/media/${id}/share`)).statusCode).toBe(200);
  expect(await inGallery(id)).toBe(true);
});

it("shares all of a post's received files at once, for those who may edit its media", async () => {
  const first = await receivedPicture('first.png');
  const second = await receivedPicture('second.png');
  const { olivia, post } = first;
  const casey = await api.signedIn(CASEY);
  const liam = await api.signedIn('liam@southerncross.example.com');
  // Another client's people see the Showcase post but may not edit it.
  expect((await liam.request('POST', `/api/posts/${post}/received/share`)).statusCode).toBe(403);
  expect((await liam.request('POST', `/api/media/${first.id}/share`)).statusCode).toBe(403);
  expect((await olivia.request('POST', '/api/posts/999999/received/share')).statusCode).toBe(404);
  expect(await onPage(casey, post, second.id)).toBeUndefined();

  const shared = await olivia.request('POST', `/api/posts/${post}/received/share`);
  expect(shared.statusCode).toBe(200);
  expect(shared.json().shared).toBeGreaterThanOrEqual(2);
  for (const { id } of [first, second]) {
    expect(await onPage(casey, post, id)).toMatchObject({ id });
  }
  expect((await olivia.request('POST', `/api/posts/${post}/received/share`)).json()).toEqual({
    shared: 0,
  });
});
