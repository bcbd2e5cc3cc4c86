import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import {
  findPost,
  findProject,
  queueDownload,
  queueProjectDownload as queue,
  waitForStatus,
} from '../test/download-jobs-support.js';
import { withLiveApp } from '../test/hub-support.js';
import { signIn } from '../test/live-test-app.js';
import { userIdOf } from '../test/test-app.js';
import { readZip } from './read-zip.js';

// 'Download all': a project's published posts in one zip. No safety poll: a job only runs when
// queued through the API, so tests can hold one back.
const test = withLiveApp({ workerOptions: { pollMs: 0 } });

interface PageMedia {
  id: number;
  linked: boolean;
}
interface PagePost {
  id: number;
  title: string;
  publishedDate: string | null;
  media: PageMedia[];
}

/** Adds a post to a project (first in its order), published or a draft, with a file or none. */
async function addPost(
  db: Db,
  projectId: number,
  title: string,
  { published, withFile }: { published: boolean; withFile: boolean },
) {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('posts')
    .values({
      project_id: projectId,
      title,
      summary: '',
      created_at: now,
      published_at: published ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (withFile) {
    await db
      .insertInto('media')
      .values({
        post_id: id,
        media_type: 'Zip',
        title: `${title} file`,
        content_type: 'application/zip',
        content: randomBytes(2048),
        sort_order: 0,
      })
      .execute();
  }
  return id;
}

const removePosts = (ids: number[]) =>
  test.live.db.deleteFrom('posts').where('id', 'in', ids).execute();

it('packs every published post’s media into a folder per post, drafts left out even for an editor', async () => {
  const { db, app } = test.live;
  const projectId = await findProject(db, 'Waterfront Pavilion');
  const added = [
    await addPost(db, projectId, 'Unreleased options', { published: false, withFile: true }),
    await addPost(db, projectId, 'Announcements', { published: true, withFile: false }),
  ];
  const site = await findPost(db, 'Waterfront Pavilion', 'Site model');
  const { browser: admin } = await signIn(app, 'admin@example.com');
  const linked = await admin.request('POST', `/api/posts/${site.postId}/media`, {
    mediaType: 'Pdf',
    title: 'Structural report',
    fileUri: 'https://files.example.com/structure.pdf',
  });
  expect(linked.statusCode).toBe(201);
  try {
    // Olivia manages Harbour's projects: her page holds the draft, the archive does not.
    const { browser } = await signIn(app, 'olivia@harbourco.example.com');
    const page = (await browser.request('GET', `/api/projects/${projectId}`)).json();
    const posts = page.posts as PagePost[];
    expect(posts.map((post) => post.title)).toContain('Unreleased options');

    const queued = await queue(browser, projectId);
    expect(queued.statusCode).toBe(202);
    const job = queued.json();
    expect(job).toMatchObject({
      projectId,
      postId: null,
      status: 'Queued',
      fileName: 'Waterfront Pavilion.zip',
    });
    await waitForStatus(browser, job.id, 'Completed');
    const listed = (await browser.request('GET', '/api/download-jobs')).json();
    expect(listed).toEqual([expect.objectContaining({ id: job.id, postId: null })]);

    const file = await browser.request('GET', `/api/download-jobs/${job.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('filename="Waterfront Pavilion.zip"');
    const entries = readZip(file.rawPayload);

    // The published posts with media, in the page's order, each in its numbered folder.
    const packed = posts.filter((post) => post.publishedDate !== null && post.media.length > 0);
    expect(packed.map((post) => post.title)).toEqual([
      'Dusk exterior renders',
      'Design report and deliverables',
      'Site model',
    ]);
    const folderOf = (name: string) => name.slice(0, name.indexOf('/') + 1);
    expect([...new Set(entries.map((entry) => folderOf(entry.name)))]).toEqual(
      packed.map((post, index) => `${String(index + 1).padStart(2, '0')} ${post.title}/`),
    );
    for (const [index, post] of packed.entries()) {
      const folder = `${String(index + 1).padStart(2, '0')} ${post.title}/`;
      const inFolder = entries.filter((entry) => entry.name.startsWith(folder));
      const stored = post.media.filter((medium) => !medium.linked);
      const links = post.media.length - stored.length;
      expect(inFolder).toHaveLength(stored.length + (links > 0 ? 1 : 0));
      for (const [position, medium] of stored.entries()) {
        const entry = inFolder[position]!;
        expect(entry.name.startsWith(`${folder}${String(position + 1).padStart(2, '0')} `)).toBe(
          true,
        );
        // The medium's own bytes, as its file route serves them.
        const served = await browser.request('GET', `/api/media/${medium.id}/file`);
        expect(entry.content.length).toBeGreaterThan(100);
        expect(entry.content.equals(served.rawPayload)).toBe(true);
      }
      if (links > 0) {
        expect(inFolder.at(-1)!.name).toBe(`${folder}Linked media.txt`);
        expect(inFolder.at(-1)!.content.toString()).toContain(
          'Structural report: https://files.example.com/structure.pdf',
        );
      }
    }
    expect(entries.some((entry) => /Unreleased|Announcements/.test(entry.name))).toBe(false);

    const notes = (await browser.request('GET', '/api/user-notifications?type=Download')).json();
    const note = notes.find((n: { data: string }) => JSON.parse(n.data).downloadJobId === job.id);
    expect(note).toMatchObject({
      title: 'Download ready',
      message: '“Waterfront Pavilion — all files” is ready to download.',
    });
  } finally {
    await removePosts(added);
    await db.deleteFrom('media').where('id', '=', linked.json().id).execute();
  }
});

it('answers 400 for a project whose published posts have no media', async () => {
  const { db, app } = test.live;
  const clientId = (
    await db
      .selectFrom('projects')
      .select('client_id')
      .where('name', '=', 'Waterfront Pavilion')
      .executeTakeFirstOrThrow()
  ).client_id;
  const { id: projectId } = await db
    .insertInto('projects')
    .values({
      client_id: clientId,
      name: 'Empty Quarter',
      description: '',
      visibility: 3,
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    await addPost(db, projectId, 'Kick-off', { published: true, withFile: false });
    // A draft's files do not count: they are not packed.
    await addPost(db, projectId, 'First sketches', { published: false, withFile: true });
    const { browser } = await signIn(app, 'admin@example.com');
    const refused = await queue(browser, projectId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This project has no files to download.');
    expect((await browser.request('GET', '/api/download-jobs')).json()).toEqual([]);
  } finally {
    await db.deleteFrom('projects').where('id', '=', projectId).execute();
  }
});

it('queues only projects the caller may see', async () => {
  const { db, app } = test.live;
  const { browser } = await signIn(app, 'liam@southerncross.example.com');
  const restricted = await findProject(db, 'Bondi Residence');
  const refused = await queue(browser, restricted);
  expect(refused.statusCode).toBe(404);
  expect(refused.json().message).toBe('Project not found.');
  expect((await queue(browser, 999999)).statusCode).toBe(404);
  expect((await queue(browser, 'x')).statusCode).toBe(400);
  // Another client's Showcase project is everyone's to see, and so to download.
  expect((await queue(browser, await findProject(db, 'Waterfront Pavilion'))).statusCode).toBe(202);
  const visitor = (await signIn(app, 'client@example.com')).browser;
  await visitor.request('POST', '/api/account/logout');
  expect((await queue(visitor, restricted)).statusCode).toBe(401);
});

it('answers the caller’s unfinished job for the whole project, which a post’s job is not', async () => {
  const { db, app } = test.live;
  const { browser } = await signIn(app, 'mia@kookaburra.example.com');
  const userId = await userIdOf(db, 'mia@kookaburra.example.com');
  const coral = await findPost(db, 'Reef Discovery App', 'Coral garden scene');
  // Held back: stored as queued without waking the worker (its safety poll is off here).
  const { id } = await db
    .insertInto('download_jobs')
    .values({
      user_id: userId,
      project_id: coral.projectId,
      post_id: null,
      status: 'Queued',
      file_name: 'held.zip',
      file_size: null,
      error: null,
      notification_id: null,
      created_at: new Date().toISOString(),
      started_at: null,
      completed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const again = await queue(browser, coral.projectId);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ id, postId: null });
  // A post of that project is another download.
  const post = await queueDownload(browser, coral);
  expect(post.statusCode).toBe(202);
  expect(post.json().id).not.toBe(id);
  await waitForStatus(browser, id, 'Completed');
  // Finished, it is no longer answered: asking again packs afresh.
  const fresh = await queue(browser, coral.projectId);
  expect(fresh.statusCode).toBe(202);
  expect(fresh.json().id).not.toBe(id);
  await waitForStatus(browser, fresh.json().id, 'Completed');
});

it("refuses a draft post's download to whoever may not see the draft, as the page hides it", async () => {
  const { db, app } = test.live;
  const projectId = await findProject(db, 'Waterfront Pavilion');
  const draft = await addPost(db, projectId, 'Options not yet shown', {
    published: false,
    withFile: true,
  });
  try {
    const { browser: casey } = await signIn(app, 'client@example.com');
    const refused = await queueDownload(casey, { projectId, postId: draft });
    expect(refused.statusCode).toBe(404);
    const { browser: olivia } = await signIn(app, 'olivia@harbourco.example.com');
    const queued = await queueDownload(olivia, { projectId, postId: draft });
    expect(queued.statusCode).toBe(202);
    await waitForStatus(olivia, queued.json().id, 'Completed');
  } finally {
    await removePosts([draft]);
  }
});
