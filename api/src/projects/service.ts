import { POST_NOT_AVAILABLE_MESSAGE } from '@portal/contract';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { sqliteToIso } from '../db/time.js';
import { notFound } from '../http/errors.js';
import { receivedScopeOf } from '../media/service.js';
import { versionsOf } from '../media/versions.js';
import { postWithoutDueDays, withPageReview } from '../reviews/page-review.js';
import { postsOfProject } from './post-repository.js';
import { projectAccess } from './project-access.js';
import { isOutsideProject, maySee, projectNotFound, scopeOf } from './project-scope.js';
import { findProject } from './repository.js';

/** A project as its page shows it: fields, what the caller may do, its posts. */
export async function projectView(
  db: Db,
  auth: AuthContext,
  project: NonNullable<Awaited<ReturnType<typeof findProject>>>,
) {
  const access = projectAccess(auth, project);
  const { updatedAt, ...fields } = project;
  // Outside the project's organisation (a Showcase project's public): its work, not its review.
  const reviewVisible = !isOutsideProject(auth, project);
  const posts = await withPageReview(
    db,
    await postsOfProject(db, project.id, {
      drafts: access.editPosts || access.publish,
      received: receivedScopeOf(auth, access),
    }),
    reviewVisible,
  );
  // Every tile shows where its medium stands in review, and its versions (two grouped queries
  // each for the page).
  const ids = posts.flatMap((post) => post.media.map((media) => media.id));
  const versions = await versionsOf(db, ids);
  for (const post of posts) {
    for (const media of post.media) media.versions = versions.get(media.id);
  }
  return { ...fields, updatedDate: sqliteToIso(updatedAt), access, reviewVisible, posts };
}

/** GET /api/projects/{id}: one project with its posts and media; 404 when not visible. */
export async function projectDetail(db: Db, auth: AuthContext, id: number) {
  const project = await findProject(db, scopeOf(auth), id);
  if (!project) throw projectNotFound();
  return projectView(db, auth, project);
}

/** GET /api/embed/project/{projectId}/post/{postId}: a published post, public for Showcase. */
export async function embeddedPost(
  db: Db,
  auth: AuthContext | null,
  projectId: number,
  postId: number,
) {
  const project = await findProject(db, { kind: 'all' }, projectId);
  if (!project || !maySee(auth, project)) throw notFound(POST_NOT_AVAILABLE_MESSAGE);
  const [post] = await postsOfProject(db, projectId, { drafts: false, postId });
  if (!post) throw notFound(POST_NOT_AVAILABLE_MESSAGE);
  // An embed shows the work, never its review (no summaries, no due days), whoever reads it.
  return {
    project: { id: project.id, name: project.name, clientName: project.clientName },
    post: postWithoutDueDays(post),
  };
}
