import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  ABANDONED_UPLOAD_MS,
  COMMENT_ATTACHMENT_MAX_BYTES,
  COMMENT_ATTACHMENT_MESSAGES,
  MIN_CHUNK_SIZE,
  SHARE_MESSAGES,
  UPLOAD_MESSAGES,
  UPLOAD_PATHS,
  type CommentAttachment,
  type ReviewThread,
  type ReviewThreadList,
} from '@portal/contract';
import {
  commentsUrl,
  commentUrl,
  DUSK,
  mediaIdOf,
  PEOPLE,
  point,
  post,
  thread,
} from '../test/reviews-support.js';
import { fileStoreFor } from '../media/store-for.js';
import { withTestApp, type TestBrowser } from '../test/test-app.js';
import {
  patternedBytes,
  sendChunk,
  sendChunks,
  statusUrl,
  totalChunksOf,
  type TestFile,
} from '../test/uploads-support.js';
import { removeUnusedAttachments } from '../uploads/cleanup.js';
import { humanSize } from '../uploads/human-size.js';

const api = withTestApp();
const { signedIn } = api;

const dusk = () => mediaIdOf(api.db, ...DUSK);
const finishUrl = (mediaId: number) => `/api/media/${mediaId}/comments/attachments`;

/** A file to attach on the medium, cut at the smallest chunk size. */
const attachment = (mediaId: number, fileName: string, size: number, seed = 7): TestFile => ({
  uploadId: randomUUID(),
  postId: 0,
  attachmentFor: mediaId,
  fileName,
  bytes: patternedBytes(size, seed),
  chunkSize: MIN_CHUNK_SIZE,
});

const finish = (browser: TestBrowser, file: TestFile) =>
  browser.request('POST', finishUrl(file.attachmentFor!), {
    uploadId: file.uploadId,
    fileName: file.fileName,
    totalChunks: totalChunksOf(file),
    totalSize: file.bytes.length,
  });

/** Sends every chunk and finishes: the attachment (fails the test unless 201). */
async function attach(browser: TestBrowser, file: TestFile) {
  await sendChunks(browser, file);
  const finished = await finish(browser, file);
  if (finished.statusCode !== 201) {
    throw new Error(`Finish answered ${finished.statusCode}: ${finished.body}`);
  }
  return finished.json() as CommentAttachment;
}

const threadsOf = async (browser: TestBrowser, mediaId: number) =>
  ((await browser.request('GET', commentsUrl(mediaId))).json() as ReviewThreadList).threads;

const storedPath = (key: string) => path.join(api.started().config.mediaDir, key);
const keyOf = async (id: number) =>
  (
    await api.db
      .selectFrom('comment_attachments')
      .select('file_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).file_key;

/** Olivia (Harbour's project admin) makes a review link to the Pavilion. */
async function linkToken(body: object) {
  const olivia = await signedIn(PEOPLE.olivia);
  const { id } = await api.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', 'Waterfront Pavilion')
    .executeTakeFirstOrThrow();
  const created = await olivia.request('POST', `/api/projects/${id}/share-links`, body);
  expect(created.statusCode).toBe(201);
  return (created.json() as { url: string }).url.split('/share/')[1]!;
}

it('attaches a picture and a PDF sent in chunks, lists them, and serves them safely', async () => {
  const mediaId = await dusk();
  const casey = await signedIn(PEOPLE.casey);
  const picture = attachment(mediaId, 'reference.png', MIN_CHUNK_SIZE + 500);
  const pdf = attachment(mediaId, 'Marked up plan.pdf', 2 * MIN_CHUNK_SIZE + 1234, 11);

  // Resumable like any upload: the status lists the chunks held.
  expect((await sendChunk(casey, pdf, 1)).statusCode).toBe(200);
  expect((await casey.request('GET', statusUrl(pdf.uploadId))).json().received).toEqual([1]);
  const early = await finish(casey, pdf);
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe(UPLOAD_MESSAGES.incomplete(2));
  await sendChunks(casey, pdf, [2, 3]);
  const finishedPdf = await finish(casey, pdf);
  expect(finishedPdf.statusCode).toBe(201);
  const pdfAttachment = finishedPdf.json() as CommentAttachment;
  expect(pdfAttachment).toEqual({
    id: expect.any(Number),
    fileName: 'Marked up plan.pdf',
    size: pdf.bytes.length,
    contentType: 'application/pdf',
    isPicture: false,
    url: `/api/media/${mediaId}/comments/attachments/${pdfAttachment.id}`,
  });
  const pictureAttachment = await attach(casey, picture);
  expect(pictureAttachment).toMatchObject({ contentType: 'image/png', isPicture: true });
  // Finished, the upload is gone.
  expect((await casey.request('GET', statusUrl(pdf.uploadId))).statusCode).toBe(404);

  const made = await thread(casey, mediaId, {
    text: 'See the marked-up plan.',
    anchor: point(0.3, 0.3),
    attachments: [pictureAttachment.id, pdfAttachment.id],
  });
  expect(made.attachments).toEqual([pdfAttachment, pictureAttachment].sort((a, b) => a.id - b.id));

  // Anyone who reads the review sees them, with the address to fetch them.
  const olivia = await signedIn(PEOPLE.olivia);
  const listed = (await threadsOf(olivia, mediaId)).find((t) => t.id === made.id)!;
  expect(listed.attachments?.map((a) => a.fileName).sort()).toEqual([
    'Marked up plan.pdf',
    'reference.png',
  ]);

  const download = await olivia.request('GET', pdfAttachment.url);
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.equals(pdf.bytes)).toBe(true);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect(download.headers['content-disposition']).toMatch(
    /^attachment; filename="Marked up plan\.pdf"; filename\*=UTF-8''Marked%20up%20plan\.pdf$/,
  );
  expect(download.headers['x-content-type-options']).toBe('nosniff');

  const shown = await olivia.request('GET', `${pictureAttachment.url}?inline=1`);
  expect(shown.statusCode).toBe(200);
  expect(shown.rawPayload.equals(picture.bytes)).toBe(true);
  expect(shown.headers['content-type']).toBe('image/png');
  expect(shown.headers['content-disposition']).toMatch(/^inline/);
  expect(shown.headers['x-content-type-options']).toBe('nosniff');
  // Anything but a picture is a download even when asked inline.
  const pdfInline = await olivia.request('GET', `${pdfAttachment.url}?inline=1`);
  expect(pdfInline.headers['content-disposition']).toMatch(/^attachment/);

  // Another client's user never learns it exists.
  const liam = await signedIn(PEOPLE.liam);
  expect((await liam.request('GET', pdfAttachment.url)).statusCode).toBe(404);
});

it('takes at most five files per comment, on threads and replies', async () => {
  const mediaId = await dusk();
  const casey = await signedIn(PEOPLE.casey);
  const files: CommentAttachment[] = [];
  for (let n = 1; n <= 6; n += 1) {
    files.push(await attach(casey, attachment(mediaId, `note ${n}.txt`, 100 + n, n)));
  }
  expect(files[0]).toMatchObject({ contentType: 'application/octet-stream', isPicture: false });
  const ids = files.map((file) => file.id);

  const six = await post(casey, mediaId, {
    text: 'Six files',
    anchor: point(0.1, 0.2),
    attachments: ids,
  });
  expect(six.statusCode).toBe(400);
  expect(six.json().errors.Attachments).toEqual([COMMENT_ATTACHMENT_MESSAGES.tooMany]);

  const five = await thread(casey, mediaId, {
    text: 'Five files',
    anchor: point(0.1, 0.2),
    attachments: ids.slice(0, 5),
  });
  expect((five.attachments as CommentAttachment[]).length).toBe(5);
  // The sixth goes on a reply.
  const reply = await thread(casey, mediaId, {
    text: 'And one more',
    parentId: five.id,
    attachments: [ids[5]!],
  });
  expect(reply.attachments).toEqual([files[5]]);
  const listed = (await threadsOf(casey, mediaId)).find((t) => t.id === five.id)!;
  expect(listed.replies[0]!.attachments).toEqual([files[5]]);
});

it('refuses a file over 200 MB before storing a byte', async () => {
  const mediaId = await dusk();
  const casey = await signedIn(PEOPLE.casey);
  const file = attachment(mediaId, 'huge.mov', 1000);
  const declared = String(201 * 1024 * 1024);
  const refused = await sendChunk(casey, file, 1, {
    overrides: { totalSize: declared, totalChunks: String(Math.ceil(Number(declared) / 65536)) },
  });
  expect(refused.statusCode).toBe(413);
  expect(refused.json().message).toBe(
    UPLOAD_MESSAGES.fileTooLarge(humanSize(COMMENT_ATTACHMENT_MAX_BYTES)),
  );
  expect(refused.json().message).toBe('A file can be at most 200 MB.');
  const row = await api.db
    .selectFrom('uploads')
    .select('upload_id')
    .where('upload_id', '=', file.uploadId)
    .executeTakeFirst();
  expect(row).toBeUndefined();
  expect(fs.existsSync(path.join(api.started().config.uploadDir, file.uploadId))).toBe(false);
});

it('lets only those who may comment attach, and only their own unused files', async () => {
  const mediaId = await dusk();
  const casey = await signedIn(PEOPLE.casey);

  // Another client's user: the medium is not theirs to see.
  const liam = await signedIn(PEOPLE.liam);
  const unseen = await sendChunk(liam, attachment(mediaId, 'x.png', 10), 1);
  expect(unseen.statusCode).toBe(404);

  // Casey without her roles (so without Project.Comment): 403, nothing stored.
  const { id: userId } = await api.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', PEOPLE.casey)
    .executeTakeFirstOrThrow();
  const roles = await api.db
    .selectFrom('user_roles')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  await api.db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  const refusedFile = attachment(mediaId, 'refused.png', 10);
  try {
    const refused = await sendChunk(casey, refusedFile, 1);
    expect(refused.statusCode).toBe(403);
  } finally {
    await api.db.insertInto('user_roles').values(roles).execute();
  }
  expect((await casey.request('GET', statusUrl(refusedFile.uploadId))).statusCode).toBe(404);

  // Neither a post and an attachment at once, nor neither.
  const both = await sendChunk(casey, attachment(mediaId, 'both.png', 10), 1, {
    overrides: { postId: '1' },
  });
  expect(both.statusCode).toBe(400);
  expect(both.json().message).toBe(COMMENT_ATTACHMENT_MESSAGES.target);

  // Casey's file cannot be used by Olivia, and once used, not again.
  const mine = await attach(casey, attachment(mediaId, 'mine.jpg', 300));
  expect(mine).toMatchObject({ contentType: 'image/jpeg', isPicture: true });
  const olivia = await signedIn(PEOPLE.olivia);
  const theirs = await post(olivia, mediaId, {
    text: 'Borrowed',
    anchor: point(0.5, 0.5),
    attachments: [mine.id],
  });
  expect(theirs.statusCode).toBe(403);
  expect(theirs.json().message).toBe(COMMENT_ATTACHMENT_MESSAGES.notYours);
  // The refused comment was not made.
  expect((await threadsOf(olivia, mediaId)).some((t) => t.text === 'Borrowed')).toBe(false);
  // Nobody but its uploader fetches an unused one.
  expect((await olivia.request('GET', mine.url)).statusCode).toBe(404);
  expect((await casey.request('GET', mine.url)).statusCode).toBe(200);

  await thread(casey, mediaId, { text: 'Mine', anchor: point(0.5, 0.5), attachments: [mine.id] });
  const again = await post(casey, mediaId, {
    text: 'Again',
    anchor: point(0.5, 0.5),
    attachments: [mine.id],
  });
  expect(again.statusCode).toBe(403);
  expect(again.json().message).toBe(COMMENT_ATTACHMENT_MESSAGES.notYours);
  // Nor on another medium.
  const canopy = await mediaIdOf(api.db, 'Waterfront Pavilion', 'Under the timber canopy');
  const spare = await attach(casey, attachment(mediaId, 'spare.pdf', 300));
  const elsewhere = await post(casey, canopy, {
    text: 'Elsewhere',
    anchor: point(0.5, 0.5),
    attachments: [spare.id],
  });
  expect(elsewhere.statusCode).toBe(403);
});

it("lets a review link's guests fetch attachments only when the link allows downloads", async () => {
  const mediaId = await dusk();
  const casey = await signedIn(PEOPLE.casey);
  const pdf = attachment(mediaId, 'for guests.pdf', 500);
  const file = await attach(casey, pdf);
  const made = await thread(casey, mediaId, {
    text: 'For the agency',
    anchor: point(0.2, 0.7),
    attachments: [file.id],
  });

  const downloads = await linkToken({ allowComments: true, downloads: 'originals' });
  const guest = api.visitor();
  await guest.request('GET', `/api/share/${downloads}`);
  const seen = await guest.request('GET', `/api/share/${downloads}/media/${mediaId}/comments`);
  const listed = (seen.json() as ReviewThreadList).threads.find((t) => t.id === made.id)!;
  const shared = listed.attachments![0]!;
  expect(shared.url).toBe(
    `/api/share/${downloads}/media/${mediaId}/comments/attachments/${file.id}`,
  );
  const fetched = await guest.request('GET', shared.url);
  expect(fetched.statusCode).toBe(200);
  expect(fetched.rawPayload.equals(pdf.bytes)).toBe(true);
  expect(fetched.headers['content-disposition']).toMatch(/^attachment/);

  const nothing = await linkToken({ allowComments: true, downloads: 'none' });
  const other = api.visitor();
  await other.request('GET', `/api/share/${nothing}`);
  const refused = await other.request(
    'GET',
    `/api/share/${nothing}/media/${mediaId}/comments/attachments/${file.id}`,
  );
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(SHARE_MESSAGES.downloadNotAllowed);

  // Guests attach nothing in this step: an id sent with their comment is refused.
  await other.request('POST', `/api/share/${nothing}/guest`, {
    name: 'Ana Ruiz',
    email: 'ana@agency.example.com',
  });
  const attached = await other.request('POST', `/api/share/${nothing}/media/${mediaId}/comments`, {
    text: 'With a file',
    anchor: point(0.1, 0.1),
    attachments: [file.id],
  });
  expect(attached.statusCode).toBe(403);
  expect(attached.json().message).toBe(COMMENT_ATTACHMENT_MESSAGES.guests);
});

it('removes attachments with their comment, and unused ones after a day', async () => {
  const mediaId = await dusk();
  const casey = await signedIn(PEOPLE.casey);
  const file = await attach(casey, attachment(mediaId, 'gone.pdf', 400));
  const made = await thread(casey, mediaId, {
    text: 'Short-lived',
    anchor: point(0.6, 0.6),
    attachments: [file.id],
  });
  const key = await keyOf(file.id);
  expect(fs.existsSync(storedPath(key))).toBe(true);

  expect((await casey.request('DELETE', commentUrl(made.id))).statusCode).toBe(200);
  const gone = await casey.request('GET', file.url);
  expect(gone.statusCode).toBe(404);
  expect(gone.json().message).toBe(COMMENT_ATTACHMENT_MESSAGES.notFound);
  expect(fs.existsSync(storedPath(key))).toBe(false);
  const rows = await api.db
    .selectFrom('comment_attachments')
    .select('id')
    .where('id', '=', file.id)
    .execute();
  expect(rows).toEqual([]);

  // A thread kept as a tombstone for its reply loses its files all the same.
  const kept = await attach(casey, attachment(mediaId, 'kept.pdf', 400));
  const parent = await thread(casey, mediaId, {
    text: 'Has a reply',
    anchor: point(0.6, 0.6),
    attachments: [kept.id],
  });
  const olivia = await signedIn(PEOPLE.olivia);
  await thread(olivia, mediaId, { text: 'Reply', parentId: parent.id });
  const keptKey = await keyOf(kept.id);
  await casey.request('DELETE', commentUrl(parent.id));
  const tombstone = (await threadsOf(casey, mediaId)).find((t) => t.id === parent.id)!;
  expect(tombstone).toMatchObject({
    isDeleted: true,
    attachments: [],
  } satisfies Partial<ReviewThread>);
  expect(fs.existsSync(storedPath(keptKey))).toBe(false);

  // One never used lapses with the abandoned uploads.
  const unused = await attach(casey, attachment(mediaId, 'unused.png', 400));
  const unusedKey = await keyOf(unused.id);
  const media = fileStoreFor(api.started().config);
  expect(
    await removeUnusedAttachments(api.db, media, Date.now() + ABANDONED_UPLOAD_MS / 2),
  ).toEqual([]);
  const removed = await removeUnusedAttachments(
    api.db,
    media,
    Date.now() + ABANDONED_UPLOAD_MS + 1,
  );
  expect(removed).toContain(unusedKey);
  expect(fs.existsSync(storedPath(unusedKey))).toBe(false);
  expect((await casey.request('GET', unused.url)).statusCode).toBe(404);
});

it('finishes an attachment only as one, and removes attachments with their medium', async () => {
  const canopy = await mediaIdOf(api.db, 'Waterfront Pavilion', 'Under the timber canopy');
  const casey = await signedIn(PEOPLE.casey);
  const pending = attachment(canopy, 'sketch.png', 200);
  await sendChunks(casey, pending);
  const asMedium = await casey.request('POST', UPLOAD_PATHS.finalize, {
    uploadId: pending.uploadId,
    postId: 1,
    fileName: pending.fileName,
    totalChunks: 1,
    totalSize: pending.bytes.length,
    mediaType: 'Image',
  });
  expect(asMedium.statusCode).toBe(400);
  expect(asMedium.json().message).toBe(COMMENT_ATTACHMENT_MESSAGES.notAnAttachment);
  const elsewhere = await casey.request('POST', finishUrl(await dusk()), {
    uploadId: pending.uploadId,
    fileName: pending.fileName,
    totalChunks: 1,
    totalSize: pending.bytes.length,
  });
  expect(elsewhere.statusCode).toBe(409);
  expect(elsewhere.json().message).toBe(COMMENT_ATTACHMENT_MESSAGES.otherUpload);
  const file = (await finish(casey, pending)).json() as CommentAttachment;
  await thread(casey, canopy, { text: 'Sketch', anchor: point(0.2, 0.2), attachments: [file.id] });
  const key = await keyOf(file.id);

  const olivia = await signedIn(PEOPLE.olivia);
  expect((await olivia.request('DELETE', `/api/media/${canopy}`)).statusCode).toBe(200);
  expect(fs.existsSync(storedPath(key))).toBe(false);
  const rows = await api.db
    .selectFrom('comment_attachments')
    .select('id')
    .where('id', '=', file.id);
  expect(await rows.execute()).toEqual([]);
});
