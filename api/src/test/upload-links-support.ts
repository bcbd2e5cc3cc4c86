import type { Db } from '../db/database.js';
import type { TestBrowser } from './test-app.js';
import { chunkForm, totalChunksOf, type TestFile } from './uploads-support.js';

/** Olivia: Project.Manage and Post.Manage on Harbour & Co's projects. */
export const OLIVIA = 'olivia@harbourco.example.com';
/** Casey: a Contributor of Harbour & Co (views and comments). */
export const CASEY = 'client@example.com';
export const MB = 1_000_000;

/** What a test of upload links needs of its API (`withTestApp()`). */
interface Api {
  db: Db;
  visitor(): TestBrowser;
  signedIn(email: string): Promise<TestBrowser>;
}

/** The upload links' requests as a test makes them, on a test file's API. */
export function uploadLinkHelpers(api: Api) {
  /** The first post of Waterfront Pavilion (Harbour & Co, Showcase). */
  async function postId() {
    const { id } = await api.db
      .selectFrom('posts')
      .innerJoin('projects', 'projects.id', 'posts.project_id')
      .select('posts.id')
      .where('projects.name', '=', 'Waterfront Pavilion')
      .orderBy('posts.id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** The project of a post. */
  const projectOf = async (post: number) =>
    (
      await api.db
        .selectFrom('posts')
        .select('project_id')
        .where('id', '=', post)
        .executeTakeFirstOrThrow()
    ).project_id;

  /** The media of a post, as the project's page shows them to `browser`. */
  async function mediaOfPost(browser: TestBrowser, post: number) {
    const detail = (await browser.request('GET', `/api/projects/${await projectOf(post)}`)).json();
    return detail.posts.find((each: { id: number }) => each.id === post).media as Array<{
      id: number;
      sentBy?: string;
      awaitingShare?: boolean;
    }>;
  }

  /** Olivia makes a link to the post (images and PDFs, 3 MB unless `body` says). */
  async function makeLink(body: object = {}) {
    const olivia = await api.signedIn(OLIVIA);
    const post = await postId();
    const created = await olivia.request('POST', `/api/posts/${post}/upload-links`, {
      label: 'Site photos',
      maxTotalBytes: 3 * MB,
      allowedTypes: ['Image', 'Pdf'],
      ...body,
    });
    expect(created.statusCode).toBe(201);
    const link = created.json();
    return { link, token: link.url.split('/upload/')[1] as string, olivia, post };
  }

  /** A visitor of the link who said who they are. */
  async function senderOf(token: string, name = 'Ben Builder', email = 'ben@builder.example.com') {
    const sender = api.visitor();
    await sender.request('GET', `/api/upload-links/${token}`);
    const introduced = await sender.request('POST', `/api/upload-links/${token}/sender`, {
      name,
      email,
    });
    expect(introduced.statusCode).toBe(200);
    return sender;
  }

  const chunkUrl = (token: string) => `/api/upload-links/${token}/chunks`;

  /** Sends every chunk of a file through the link, expecting each to be stored. */
  async function sendAll(browser: TestBrowser, token: string, file: TestFile) {
    for (let n = 1; n <= totalChunksOf(file); n += 1) {
      const sent = await browser.request('POST', chunkUrl(token), chunkForm(file, n));
      expect([n, sent.statusCode, sent.body]).toEqual([n, 200, expect.any(String)]);
    }
  }

  /** Finishes a file sent through the link. */
  const finish = (
    browser: TestBrowser,
    token: string,
    file: TestFile,
    mediaType: string,
    extra = {},
  ) =>
    browser.request('POST', `/api/upload-links/${token}/finalize`, {
      uploadId: file.uploadId,
      postId: file.postId,
      fileName: file.fileName,
      totalChunks: totalChunksOf(file),
      totalSize: file.bytes.length,
      mediaType,
      ...extra,
    });

  return { postId, projectOf, mediaOfPost, makeLink, senderOf, chunkUrl, sendAll, finish };
}
