import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { TestBrowser } from './test-app.js';

/** The ids of a demo post, by project name and post title. */
export async function findPost(db: Db, projectName: string, postTitle: string) {
  const row = await db
    .selectFrom('posts')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .select(['posts.id as postId', 'projects.id as projectId'])
    .where('projects.name', '=', projectName)
    .where('posts.title', '=', postTitle)
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Polls a job through the API until it reaches the status (or fails the test after `withinMs`:
 * 5 s, longer for a job packing tens of MB on a busy machine).
 */
export async function waitForStatus(
  browser: TestBrowser,
  jobId: number,
  status: string,
  withinMs = 5000,
) {
  const started = Date.now();
  for (;;) {
    const job = (await browser.request('GET', `/api/download-jobs/${jobId}`)).json();
    if (job.status === status) return job;
    if (Date.now() - started > withinMs) {
      throw new Error(`Job ${jobId} is ${job.status}, expected ${status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Asks the API to pack a post, as its download button does. */
export const queueDownload = (browser: TestBrowser, post: { projectId: number; postId: number }) =>
  browser.request('POST', `/api/project/${post.projectId}/post/${post.postId}/download`);

/** Asks the API to pack every published post of a project, as its 'Download all' does. */
export const queueProjectDownload = (browser: TestBrowser, projectId: number | string) =>
  browser.request('POST', `/api/project/${projectId}/download`);

/** The id of a demo project, by name. */
export async function findProject(db: Db, name: string) {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Adds a 24 MB archive of incompressible bytes to a post, so packing it takes long enough to
 * stop or delete the job half way; returns the media id.
 */
export async function addLargeArchive(db: Db, postId: number) {
  const { id } = await db
    .insertInto('media')
    .values({
      post_id: postId,
      media_type: 'Zip',
      title: 'Large archive',
      content_type: 'application/zip',
      content: randomBytes(24 * 1024 * 1024),
      sort_order: 99,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
