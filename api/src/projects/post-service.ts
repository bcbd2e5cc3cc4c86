import {
  MEDIA_MESSAGES,
  type NewPost,
  type OrderRequestSchema,
  type Post,
  type PostChanges,
} from '@portal/contract';
import type { InferOutput } from 'valibot';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { toSqliteTime } from '../db/time.js';
import { badRequest, notFound } from '../http/errors.js';
import type { FileStore } from '../media/file-store.js';
import { removeStoredFiles } from '../media/stored-files.js';
import { earlierFileKeys } from '../media/versions.js';
import { attachmentKeysOf } from '../reviews/attachment-repository.js';
import type { NotificationService } from '../notifications/service.js';
import {
  deletePostRow,
  findPostRow,
  insertPost,
  orderPostRows,
  postIdsOf,
  postsOfProject,
  setPublished,
  updatePostText,
} from './post-repository.js';
import { requireAccess, type ProjectRight } from './project-access.js';
import { projectNotFound, scopeOf } from './project-scope.js';
import { projectTeamIds } from './project-team.js';
import { findProject } from './repository.js';

/** A summary shortened for a notification line. */
const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

type Project = NonNullable<Awaited<ReturnType<typeof findProject>>>;

/** A project in the caller's scope on which they hold a right (404, 403 or 409 otherwise). */
async function projectFor(db: Db, auth: AuthContext, projectId: number, right: ProjectRight) {
  const project = await findProject(db, scopeOf(auth), projectId);
  if (!project) throw projectNotFound();
  requireAccess(auth, project, right);
  return project;
}

/** A post and its project, on which the caller holds a right. */
async function postFor(db: Db, auth: AuthContext, postId: number, right: ProjectRight) {
  const post = await findPostRow(db, postId);
  const project = post && (await findProject(db, scopeOf(auth), post.project_id));
  if (!post || !project) throw notFound('Post not found.');
  requireAccess(auth, project, right);
  return { post, project };
}

/** The post as the API answers it (drafts and received files included: its editor asked). */
async function postView(db: Db, projectId: number, postId: number): Promise<Post> {
  const [post] = await postsOfProject(db, projectId, { drafts: true, postId, received: 'all' });
  return post!;
}

/** Tells the project's team of a post just published (see project-team.ts for who that is). */
async function announce(
  notifications: NotificationService,
  db: Db,
  auth: AuthContext,
  project: Project,
  post: { id: number; title: string; summary: string },
) {
  const team = await projectTeamIds(db, project.clientId, auth.effective.id);
  await notifications.createForUsers(team, {
    type: 'ProjectUpdate',
    title: `New post in ${project.name}: ${post.title}`,
    message: post.summary ? excerpt(post.summary) : `${auth.effective.userName} shared a new post.`,
    data: { projectId: project.id, postId: post.id },
    mail: { kind: 'newPost' },
  });
}

/** POST /api/projects/{projectId}/posts: a post, first in the order; announced if published. */
export async function createPost(
  db: Db,
  notifications: NotificationService,
  auth: AuthContext,
  projectId: number,
  input: NewPost,
) {
  const project = await projectFor(db, auth, projectId, 'editPosts');
  const post = await insertPost(db, projectId, input, toSqliteTime(new Date()));
  if (input.publish) await announce(notifications, db, auth, project, post);
  return postView(db, projectId, post.id);
}

/** PUT /api/posts/{id}: title and summary. */
export async function changePost(db: Db, auth: AuthContext, postId: number, input: PostChanges) {
  const { project } = await postFor(db, auth, postId, 'editPosts');
  await updatePostText(db, project.id, postId, input);
  return postView(db, project.id, postId);
}

/** PUT /api/posts/{id}/published: publishes a draft (announced once) or withdraws a post. */
export async function publishPost(
  db: Db,
  notifications: NotificationService,
  auth: AuthContext,
  postId: number,
  published: boolean,
) {
  const { post, project } = await postFor(db, auth, postId, 'publish');
  const at = published ? toSqliteTime(new Date()) : null;
  const changed = await setPublished(db, project.id, postId, at);
  if (changed && published) await announce(notifications, db, auth, project, post);
  return postView(db, project.id, postId);
}

/**
 * DELETE /api/posts/{id}: the post with its media (the files of all their versions, and their
 * previews, and those attached to their comments) and download jobs.
 */
export async function deletePost(db: Db, auth: AuthContext, postId: number, store: FileStore) {
  const { project } = await postFor(db, auth, postId, 'editPosts');
  const media = await db
    .selectFrom('media')
    .select(['id', 'file_key'])
    .where('post_id', '=', postId)
    .execute();
  const ids = media.map((row) => row.id);
  const earlier = await earlierFileKeys(db, ids);
  const attached = await attachmentKeysOf(db, ids);
  await deletePostRow(db, project.id, postId);
  await removeStoredFiles(store, [...media.map((row) => row.file_key), ...earlier, ...attached]);
  return { success: true };
}

/** PUT /api/projects/{projectId}/posts/order: every post id of the project once. */
export async function orderPosts(
  db: Db,
  auth: AuthContext,
  projectId: number,
  { ids }: InferOutput<typeof OrderRequestSchema>,
) {
  await projectFor(db, auth, projectId, 'editPosts');
  const current = await postIdsOf(db, projectId);
  if (ids.length !== current.length || !ids.every((id) => current.includes(id))) {
    throw badRequest(MEDIA_MESSAGES.orderMismatch, { Ids: [MEDIA_MESSAGES.orderMismatch] });
  }
  await orderPostRows(db, projectId, ids);
  return { success: true };
}
