import {
  INVALID_EMAIL_MESSAGE,
  SHARE_MESSAGES,
  UPLOAD_LINK_MESSAGES,
  UPLOAD_MESSAGES,
} from '@portal/contract';
import { storedNotifications } from '../test/comments-support.js';
import { userIdOf, withTestApp } from '../test/test-app.js';
import { MB, OLIVIA, uploadLinkHelpers } from '../test/upload-links-support.js';
import { chunkForm, patternedBytes, testFile } from '../test/uploads-support.js';

const api = withTestApp();
const { mediaOfPost, makeLink, senderOf, chunkUrl, sendAll, finish } = uploadLinkHelpers(api);

it('takes a file from whoever holds the link into its post, marked as from them, and tells the studio', async () => {
  const { token, olivia, post, link } = await makeLink();
  expect(link).toMatchObject({
    postId: post,
    label: 'Site photos',
    maxTotalBytes: 3 * MB,
    receivedBytes: 0,
    fileCount: 0,
    allowedTypes: ['Image', 'Pdf'],
    createdBy: 'Olivia Harbour',
  });
  const visitor = api.visitor();
  const opened = (await visitor.request('GET', `/api/upload-links/${token}`)).json();
  expect(opened).toMatchObject({
    label: 'Site photos',
    postId: post,
    remainingBytes: 3 * MB,
    allowedTypes: ['Image', 'Pdf'],
    sender: null,
  });
  // Nothing goes before the sender says who they are.
  const file = testFile(post, 'north-corner.png', patternedBytes(250_000), 100_000);
  const anonymous = await visitor.request('POST', chunkUrl(token), chunkForm(file, 1));
  expect(anonymous.statusCode).toBe(403);
  expect(anonymous.json().message).toBe(UPLOAD_LINK_MESSAGES.senderRequired);
  const malformed = await visitor.request('POST', `/api/upload-links/${token}/sender`, {
    name: ' ',
    email: 'ben@',
  });
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().errors).toEqual({
    Name: [SHARE_MESSAGES.guestNameRequired],
    Email: [INVALID_EMAIL_MESSAGE],
  });

  const ben = await senderOf(token);
  expect((await ben.request('GET', `/api/upload-links/${token}`)).json().sender).toEqual({
    name: 'Ben Builder',
    email: 'ben@builder.example.com',
  });
  await sendAll(ben, token, file);
  // Resumable as any upload: the status lists what is held (for this sender only).
  const status = await ben.request('GET', `/api/upload-links/${token}/uploads/${file.uploadId}`);
  expect(status.json().received).toEqual([1, 2, 3]);
  const other = await senderOf(token, 'Someone Else', 'else@example.com');
  expect(
    (await other.request('GET', `/api/upload-links/${token}/uploads/${file.uploadId}`)).statusCode,
  ).toBe(404);
  // Its pending bytes count against what the link has left.
  expect((await ben.request('GET', `/api/upload-links/${token}`)).json().remainingBytes).toBe(
    3 * MB - 250_000,
  );

  const made = await finish(ben, token, file, 'Image');
  expect(made.statusCode).toBe(201);
  expect(made.json()).toMatchObject({
    title: 'north-corner',
    sentBy: 'Ben Builder',
    size: 250_000,
    awaitingShare: true,
  });
  // The post shows it as from its sender.
  const media = (await mediaOfPost(olivia, post)).find((each) => each.id === made.json().id);
  expect(media?.sentBy).toBe('Ben Builder');
  // The studio's managers and the link's maker hear of it.
  for (const email of ['admin@example.com', OLIVIA]) {
    const told = await storedNotifications(api.db, await userIdOf(api.db, email), 'ProjectUpdate');
    expect(told.at(-1)).toMatchObject({
      message: "Ben Builder (ben@builder.example.com) sent north-corner.png through 'Site photos'.",
      data: { postId: post, mediaId: made.json().id },
    });
  }
  const [listed] = (await olivia.request('GET', `/api/posts/${post}/upload-links`)).json();
  expect(listed).toMatchObject({ receivedBytes: 250_000, fileCount: 1 });
});

it('refuses files of other kinds, over what the link has left, or as versions, and asks the managers alone', async () => {
  const { token, post } = await makeLink();
  // Only the project's managers make links.
  const casey = await api.signedIn('client@example.com');
  expect((await casey.request('GET', `/api/posts/${post}/upload-links`)).statusCode).toBe(403);
  const liam = await api.signedIn('liam@southerncross.example.com');
  const outside = await liam.request('POST', `/api/posts/${post}/upload-links`, {
    maxTotalBytes: 2 * MB,
    allowedTypes: ['Image'],
  });
  expect(outside.statusCode).toBe(403);
  const olivia = await api.signedIn(OLIVIA);
  const bad = await olivia.request('POST', `/api/posts/${post}/upload-links`, {
    maxTotalBytes: 10,
    allowedTypes: [],
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors).toEqual({
    MaxTotalBytes: [UPLOAD_LINK_MESSAGES.limitInvalid],
    AllowedTypes: [UPLOAD_LINK_MESSAGES.typesRequired],
  });

  const ben = await senderOf(token);
  const zip = testFile(post, 'drawings.zip', patternedBytes(1000), 100_000);
  const wrongKind = await ben.request('POST', chunkUrl(token), chunkForm(zip, 1));
  expect(wrongKind.statusCode).toBe(400);
  expect(wrongKind.json().message).toBe('This link takes only images or PDFs.');
  const huge = testFile(post, 'survey.pdf', patternedBytes(1000), 100_000);
  const tooBig = await ben.request(
    'POST',
    chunkUrl(token),
    chunkForm(huge, 1, { overrides: { totalSize: String(3 * MB + 1), totalChunks: '31' } }),
  );
  expect(tooBig.statusCode).toBe(413);
  expect(tooBig.json().message).toBe(UPLOAD_LINK_MESSAGES.overLimit('2.9 MB'));
  // Another post than the link's: not found.
  const elsewhere = testFile(post + 1, 'a.png', patternedBytes(1000), 100_000);
  expect((await ben.request('POST', chunkUrl(token), chunkForm(elsewhere, 1))).statusCode).toBe(
    404,
  );

  const photo = testFile(post, 'photo.jpg', patternedBytes(1000), 100_000);
  await sendAll(ben, token, photo);
  // A 360° image is not a kind this link takes; nor is a new version of a medium.
  expect((await finish(ben, token, photo, 'Panorama')).statusCode).toBe(400);
  const version = await finish(ben, token, photo, 'Image', { versionOf: 1 });
  expect(version.statusCode).toBe(400);
  expect(version.json().message).toBe(UPLOAD_MESSAGES.noVersions);
  expect((await finish(ben, token, photo, 'Image')).statusCode).toBe(201);
});

it('says a link was turned off or is unknown, keeps what it took, and takes nothing more', async () => {
  const { token, olivia, link, post } = await makeLink({ label: '' });
  const ben = await senderOf(token);
  const photo = testFile(post, 'kept.jpg', patternedBytes(1000), 100_000);
  await sendAll(ben, token, photo);
  const made = (await finish(ben, token, photo, 'Image')).json();
  const told = await storedNotifications(api.db, await userIdOf(api.db, OLIVIA), 'ProjectUpdate');
  expect(told.at(-1)?.message).toBe(
    'Ben Builder (ben@builder.example.com) sent kept.jpg through an upload link.',
  );

  expect((await olivia.request('DELETE', `/api/upload-links/${link.id}`)).statusCode).toBe(200);
  const gone = await ben.request('GET', `/api/upload-links/${token}`);
  expect(gone.statusCode).toBe(410);
  expect(gone.json().message).toBe(UPLOAD_LINK_MESSAGES.revoked);
  const more = testFile(post, 'more.jpg', patternedBytes(1000), 100_000);
  expect((await ben.request('POST', chunkUrl(token), chunkForm(more, 1))).statusCode).toBe(410);
  // Still listed, after the working ones, as turned off and with what it took (walk D28).
  const fresh = (await makeLink()).link;
  expect(fresh.postId).toBe(post);
  const listed: Array<{ id: number; working: boolean }> = (
    await olivia.request('GET', `/api/posts/${post}/upload-links`)
  ).json();
  const ids = listed.map((each) => each.id);
  expect(ids.indexOf(fresh.id)).toBeLessThan(ids.indexOf(link.id));
  expect(listed.find((each) => each.id === fresh.id)).toMatchObject({
    working: true,
    turnedOffDate: null,
  });
  const off = listed.find((each) => each.id === link.id);
  expect(off).toMatchObject({ working: false, fileCount: 1, receivedBytes: 1000 });
  expect(off).toHaveProperty('turnedOffDate', expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  // Working links first: none comes after one that is not.
  const firstStopped = listed.findIndex((each) => !each.working);
  expect(listed.slice(firstStopped).every((each) => !each.working)).toBe(true);
  expect((await mediaOfPost(olivia, post)).some((each) => each.id === made.id)).toBe(true);

  const unknown = await api.visitor().request('GET', '/api/upload-links/not-a-real-token');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe(UPLOAD_LINK_MESSAGES.invalid);
});
