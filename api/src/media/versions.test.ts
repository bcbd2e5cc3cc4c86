import fs from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';
import { MEDIA_VERSION_MESSAGES, MIN_CHUNK_SIZE, type Media } from '@portal/contract';
import { mediaId } from '../test/media-support.js';
import {
  CANOPY,
  commentsUrl,
  DUSK,
  PEOPLE,
  point,
  REPORT,
  reviewUrl,
} from '../test/reviews-support.js';
import { TestBrowser, withTestApp } from '../test/test-app.js';
import {
  finishUpload,
  patternedBytes,
  sendChunk,
  sendChunks,
  testFile,
} from '../test/uploads-support.js';
import { DEMO_ASSETS_DIR } from './file-store.js';

const api = withTestApp();
const { signedIn } = api;

/** The medium's post and project. */
async function placeOf(id: number) {
  return api.db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .select(['media.post_id as postId', 'posts.project_id as projectId'])
    .where('media.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Uploads a file into a post as a new version of one of its media; answers the response. */
async function uploadVersion(
  browser: TestBrowser,
  postId: number,
  extra: Record<string, unknown>,
  { name = 'dusk-v2.jpg', bytes = patternedBytes(MIN_CHUNK_SIZE + 10), type = 'Image' } = {},
) {
  const file = testFile(postId, name, bytes, MIN_CHUNK_SIZE);
  await sendChunks(browser, file);
  return finishUpload(browser, file, type, extra);
}

/** The medium as its project page shows it. */
async function onPage(browser: TestBrowser, id: number): Promise<Media> {
  const { projectId } = await placeOf(id);
  const project = (await browser.request('GET', `/api/projects/${projectId}`)).json();
  return project.posts
    .flatMap((post: { media: Media[] }) => post.media)
    .find((media: Media) => media.id === id);
}

it('stacks a new version on a medium: same id, the latest shown, every version served', async () => {
  const admin = await signedIn(PEOPLE.admin);
  const canopy = await mediaId(api.db, ...CANOPY);
  const { postId } = await placeOf(canopy);
  const v1 = fs.readFileSync(path.join(DEMO_ASSETS_DIR, 'pavilion-interior.jpg'));
  const v2 = fs.readFileSync(path.join(DEMO_ASSETS_DIR, 'pavilion-dusk.jpg'));

  const added = await uploadVersion(
    admin,
    postId,
    { versionOf: canopy },
    { name: 'canopy-v2.jpg', bytes: v2 },
  );
  expect(added.statusCode).toBe(201);
  expect(added.json()).toMatchObject({
    id: canopy,
    title: 'Under the timber canopy',
    version: 2,
    file: { fileName: 'canopy-v2.jpg', fileUri: `/api/media/${canopy}/file?version=2` },
  });

  const medium = await onPage(admin, canopy);
  expect(medium.version).toBe(2);
  expect(medium.versions?.map((each) => [each.number, each.fileName, each.uploadedBy])).toEqual([
    [1, 'pavilion-interior.jpg', null],
    [2, 'canopy-v2.jpg', 'Ada Admin'],
  ]);
  // Each version's addresses serve that version: the first names itself, a bare one is the latest.
  const [one, two] = medium.versions ?? [];
  expect(one?.fileUrl).toBe(`/api/media/${canopy}/file?version=1`);
  expect(one?.thumbnailUrl).toBe(`/api/media/${canopy}/thumbnail?version=1`);
  expect((await admin.request('GET', one?.fileUrl ?? '')).rawPayload.equals(v1)).toBe(true);
  expect((await admin.request('GET', two?.fileUrl ?? '')).rawPayload.equals(v2)).toBe(true);
  // The post still holds one medium of that title, in its place.
  const post = (await admin.request('GET', `/api/projects/${(await placeOf(canopy)).projectId}`))
    .json()
    .posts.find((each: { id: number }) => each.id === postId);
  expect(post.media.map((each: Media) => each.title)).toEqual([
    'Dusk from the foreshore',
    'Under the timber canopy',
    'Fly-through',
  ]);

  const latest = await admin.request('GET', `/api/media/${canopy}/file`);
  expect(latest.rawPayload.equals(v2)).toBe(true);
  const first = await admin.request('GET', `/api/media/${canopy}/file?version=1`);
  expect(first.statusCode).toBe(200);
  expect(first.rawPayload.equals(v1)).toBe(true);
  expect(first.headers['content-disposition']).toContain('pavilion-interior.jpg');
  const missing = await admin.request('GET', `/api/media/${canopy}/file?version=3`);
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe(MEDIA_VERSION_MESSAGES.notFound);
  expect((await admin.request('GET', `/api/media/${canopy}/thumbnail?version=1`)).statusCode).toBe(
    200,
  );
});

const pdf = { name: 'report-v2.pdf', type: 'Pdf' };

it('shows the latest version only through a share link', async () => {
  const admin = await signedIn(PEOPLE.admin);
  const canopy = await mediaId(api.db, ...CANOPY);
  const { postId, projectId } = await placeOf(canopy);
  const latest = fs.readFileSync(path.join(DEMO_ASSETS_DIR, 'lobby-concept.jpg'));
  const added = (
    await uploadVersion(admin, postId, { versionOf: canopy }, { bytes: latest })
  ).json();
  const olivia = await signedIn(PEOPLE.olivia);
  const link = (await olivia.request('POST', `/api/projects/${projectId}/share-links`, {})).json();
  const token = link.url.split('/share/')[1] as string;

  const visitor = api.visitor();
  const shared = (await visitor.request('GET', `/api/share/${token}`)).json();
  const medium = shared.posts
    .flatMap((post: { media: Media[] }) => post.media)
    .find((each: Media) => each.id === canopy) as Media;
  expect(medium.versions).toBeUndefined();
  expect(medium.file.fileUri).toBe(
    `/api/share/${token}/media/${canopy}/file?version=${added.version}`,
  );
  expect((await visitor.request('GET', medium.file.fileUri)).rawPayload.equals(latest)).toBe(true);
  // Asking for an earlier one through the link still sends the latest.
  const earlier = await visitor.request(
    'GET',
    `/api/share/${token}/media/${canopy}/file?version=1`,
  );
  expect(earlier.rawPayload.equals(latest)).toBe(true);
});

/** A zip of one entry, made by yazl (as the downloads pack theirs). */
async function zipOf(name: string, text: string) {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const parts: Buffer[] = [];
  for await (const part of zip.outputStream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

it('lists the entries of the version asked for of a zip', async () => {
  const admin = await signedIn(PEOPLE.admin);
  const zip = await mediaId(api.db, 'Waterfront Pavilion', 'Deliverables package');
  const { postId } = await placeOf(zip);
  const bytes = await zipOf('renders-v2/dusk.png', 'not really a picture');
  const added = await uploadVersion(
    admin,
    postId,
    { versionOf: zip },
    { name: 'deliverables-v2.zip', bytes, type: 'Zip' },
  );
  expect(added.statusCode).toBe(201);
  const names = async (query: string) =>
    (await admin.request('GET', `/api/media/${zip}/entries${query}`))
      .json()
      .entries.map((entry: { name: string }) => entry.name);
  expect(await names('')).toEqual(['renders-v2/dusk.png']);
  expect(await names('?version=2')).toEqual(['renders-v2/dusk.png']);
  expect(await names('?version=1')).toContain('README.txt');
});

it('refuses versions from those who do not manage posts, and across posts (403 / 404)', async () => {
  const report = await mediaId(api.db, ...REPORT);
  const { postId } = await placeOf(report);
  // A client's Contributor may comment but not change posts: the first chunk is refused.
  const casey = await signedIn(PEOPLE.casey);
  const file = testFile(postId, 'report-v2.pdf', patternedBytes(1000), MIN_CHUNK_SIZE);
  expect((await sendChunk(casey, file, 1)).statusCode).toBe(403);
  expect(await finishUpload(casey, file, 'Pdf', { versionOf: report })).toMatchObject({
    statusCode: 404,
  });

  const admin = await signedIn(PEOPLE.admin);
  // A medium of another post (here: of another project) is not found from this post.
  const quay = await mediaId(api.db, 'Circular Quay Offices', 'Lobby concept');
  const across = await uploadVersion(admin, postId, { versionOf: quay }, pdf);
  expect(across.statusCode).toBe(404);
  expect(across.json().message).toBe(MEDIA_VERSION_MESSAGES.otherPost);
  // Another type than the medium's.
  const image = await uploadVersion(admin, postId, { versionOf: report });
  expect(image.statusCode).toBe(400);
  expect(image.json().errors.MediaType).toEqual([MEDIA_VERSION_MESSAGES.typeMismatch('Pdf')]);
  // Nothing changed.
  expect((await onPage(admin, report)).version).toBe(1);
});

it('keeps comments and decisions per version: a new version awaits review', async () => {
  const dusk = await mediaId(api.db, ...DUSK);
  const { postId } = await placeOf(dusk);
  const olivia = await signedIn(PEOPLE.olivia);
  const before = (await olivia.request('GET', reviewUrl(dusk))).json();
  expect(before).toMatchObject({ state: 'Approved', version: 1 });
  const onV1 = await olivia.request('POST', commentsUrl(dusk), {
    text: 'The sky is too warm.',
    anchor: point(0.2, 0.1),
  });
  expect(onV1.json().version).toBe(1);

  const admin = await signedIn(PEOPLE.admin);
  expect((await uploadVersion(admin, postId, { versionOf: dusk })).statusCode).toBe(201);

  // The client's people hear it awaits their review (the uploader does not).
  const told = await api.db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select(['users.email', 'notifications.message', 'notifications.data'])
    .where(
      'notifications.title',
      '=',
      'New version of Dusk from the foreshore in Waterfront Pavilion',
    )
    .execute();
  expect(told.map((row) => row.email)).toEqual(
    expect.arrayContaining([PEOPLE.olivia, PEOPLE.casey]),
  );
  expect(told.map((row) => row.email)).not.toContain(PEOPLE.admin);
  expect(told[0]).toMatchObject({
    message: 'Ada Admin uploaded version 2: it awaits your review.',
    data: JSON.stringify({ projectId: (await placeOf(dusk)).projectId, postId, mediaId: dusk }),
  });

  const after = (await olivia.request('GET', reviewUrl(dusk))).json();
  expect(after).toMatchObject({ state: 'Pending', decision: null, version: 2 });
  expect(after.history.map((each: { outcome: string; version: number }) => each)).toEqual([
    expect.objectContaining({ outcome: 'Approved', version: 1 }),
  ]);
  expect((await onPage(olivia, dusk)).review?.state).toBe('Pending');
  // The public gallery keeps the approved first version until the second is approved (walk D5).
  const galleryUrl = async () =>
    (await new TestBrowser(api.app).request('GET', '/api/gallery'))
      .json()
      .find((each: { id: number }) => each.id === dusk)?.url;
  expect(await galleryUrl()).toBe(`/api/media/${dusk}/thumbnail?version=1`);

  // A decision taken on the page of version 1 is refused; on version 2 it stands.
  const stale = await olivia.request('POST', reviewUrl(dusk), { decision: 'Approve', version: 1 });
  expect(stale.statusCode).toBe(409);
  expect(stale.json().message).toBe(MEDIA_VERSION_MESSAGES.outdated(2));
  const approved = await olivia.request('POST', reviewUrl(dusk), {
    decision: 'Approve',
    version: 2,
  });
  expect(approved.json()).toMatchObject({ state: 'Approved', version: 2 });
  expect(await galleryUrl()).toBe(`/api/media/${dusk}/thumbnail?version=2`);

  // New threads are on the latest unless they say; a reply is on its thread's version.
  const onV2 = await olivia.request('POST', commentsUrl(dusk), {
    text: 'Better.',
    anchor: point(0.5, 0.5),
  });
  expect(onV2.json().version).toBe(2);
  const laterOnV1 = await olivia.request('POST', commentsUrl(dusk), {
    text: 'Compared with the first.',
    anchor: point(0.3, 0.3),
    version: 1,
  });
  expect(laterOnV1.json().version).toBe(1);
  const reply = await olivia.request('POST', commentsUrl(dusk), {
    text: 'Agreed.',
    parentId: onV1.json().id,
  });
  expect(reply.statusCode).toBe(201);
  const threads = (await olivia.request('GET', commentsUrl(dusk))).json().threads;
  expect(
    threads.map((each: { text: string; version: number }) => [each.text, each.version]),
  ).toEqual(
    expect.arrayContaining([
      ['The sky is too warm.', 1],
      ['Better.', 2],
      ['Compared with the first.', 1],
    ]),
  );
  const nowhere = await olivia.request('POST', commentsUrl(dusk), {
    text: 'On a version to come.',
    anchor: point(0.5, 0.5),
    version: 3,
  });
  expect(nowhere.statusCode).toBe(400);
  expect(nowhere.json().errors.Version).toEqual([MEDIA_VERSION_MESSAGES.notFound]);
});

it('removes every version’s file with the medium', async () => {
  const admin = await signedIn(PEOPLE.admin);
  const lobby = await mediaId(api.db, 'Circular Quay Offices', 'Lobby concept');
  const { postId } = await placeOf(lobby);
  const first = (await uploadVersion(admin, postId, { versionOf: lobby })).json() as Media;
  await uploadVersion(admin, postId, { versionOf: lobby }, { name: 'lobby-v3.jpg' });
  const keys = await api.db
    .selectFrom('media_versions')
    .select('file_key')
    .where('media_id', '=', lobby)
    .execute();
  const uploaded = path.join(api.started().config.mediaDir, keys[1]!.file_key);
  expect(fs.existsSync(uploaded)).toBe(true);
  expect(first.version).toBe(2);

  expect((await admin.request('DELETE', `/api/media/${lobby}`)).statusCode).toBe(200);
  expect(fs.existsSync(uploaded)).toBe(false);
  // The demo's own file stays: every fresh database shares it.
  expect(fs.existsSync(path.join(DEMO_ASSETS_DIR, 'lobby-concept.jpg'))).toBe(true);
});
