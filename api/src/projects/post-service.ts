import type { NewPost } from '@portal/contract';
import type { Db } from '../db/database.js';
import { sqliteToIso, toSqliteTime } from '../db/time.js';
import type { AuthContext } from '../http/auth-context.js';
import { forbidden } from '../http/errors.js';
import type { NotificationService } from '../notifications/service.js';
import { projectTeamIds } from './project-team.js';
import { findProject, insertPost } from './repository.js';
import { isOnProjectTeam, projectNotFound, scopeOf } from './service.js';

/** A summary shortened for a notification line. */
const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/**
 * POST /api/projects/{projectId}/posts: stores the post (the project counts as updated), then
 * tells the project's team with a ProjectUpdate each (see project-team.ts for who that is).
 */
export async function createPost(
  db: Db,
  notifications: NotificationService,
  auth: AuthContext,
  projectId: number,
  input: NewPost,
) {
  const scope = scopeOf(auth);
  const project = await findProject(db, scope, projectId);
  if (!project) throw projectNotFound();
  // Seeing a Showcase project from outside its team does not make one its publisher.
  if (!isOnProjectTeam(scope, project)) throw forbidden();
  const post = await insertPost(db, projectId, input, toSqliteTime(new Date()));
  const team = await projectTeamIds(db, project.clientId, auth.effective.id);
  await notifications.createForUsers(team, {
    type: 'ProjectUpdate',
    title: `New post in ${project.name}: ${post.title}`,
    message: post.summary ? excerpt(post.summary) : `${auth.effective.userName} shared a new post.`,
    data: { projectId, postId: post.id },
  });
  return {
    id: post.id,
    title: post.title,
    summary: post.summary,
    createdDate: sqliteToIso(post.created_at),
    media: [],
  };
}
