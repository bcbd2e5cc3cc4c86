import { mediaFileUrl, POST_NOT_AVAILABLE_MESSAGE, VISIBILITY_LEVELS } from '@portal/contract';
import type { Db } from '../db/database.js';
import { sqliteToIso } from '../db/time.js';
import type { AuthContext } from '../http/auth-context.js';
import { notFound } from '../http/errors.js';
import {
  coverImages,
  findMediaFile,
  findProject,
  listProjects,
  postsWithMedia,
  type ProjectScope,
} from './repository.js';

/**
 * The projects the effective user may see: all for admins and the studio; their (or the chosen)
 * client's and every Showcase project for a client user; only the Showcase ones without a client.
 */
export function scopeOf(auth: AuthContext): ProjectScope {
  if (auth.effective.isAdmin || auth.permissions.includes('Engage.Client.ViewAll'))
    return { kind: 'all' };
  if (auth.currentClientId !== null) return { kind: 'client', clientId: auth.currentClientId };
  return { kind: 'showcase' };
}

/** GET /api/projects: a page of the caller's projects. */
export async function projectPage(
  db: Db,
  auth: AuthContext,
  paging: { page: number; pageSize: number; search: string },
) {
  const { total, rows } = await listProjects(db, scopeOf(auth), paging);
  const covers = await coverImages(
    db,
    rows.map((row) => row.id),
  );
  return {
    page: paging.page,
    pageSize: paging.pageSize,
    total,
    items: rows.map((row) => {
      const cover = covers.get(row.id);
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        clientId: row.clientId,
        clientName: row.clientName,
        visibility: row.visibility,
        coverImageUrl: cover === undefined ? null : mediaFileUrl(cover),
        postCount: Number(row.postCount ?? 0),
        updatedDate: sqliteToIso(row.updatedAt),
      };
    }),
  };
}

/** The 404 of a project that does not exist or that the caller may not see (never revealed). */
export const projectNotFound = () => notFound('Project not found.');

/** GET /api/projects/{id}: one project with its posts and media; 404 when not visible. */
export async function projectDetail(db: Db, auth: AuthContext, id: number) {
  const project = await findProject(db, scopeOf(auth), id);
  if (!project) throw projectNotFound();
  const { updatedAt, ...fields } = project;
  return { ...fields, updatedDate: sqliteToIso(updatedAt), posts: await postsWithMedia(db, id) };
}

/**
 * Whether the caller is on the project's side: the studio (every project) or the project's own
 * client. Anyone else sees only a Showcase project's renders, never its discussion or posting.
 */
export function isOnProjectTeam(scope: ProjectScope, project: { clientId: number }) {
  return scope.kind === 'all' || (scope.kind === 'client' && scope.clientId === project.clientId);
}

/** Whether the caller may see a project of this client and visibility. */
export function maySee(
  auth: AuthContext | null,
  project: { clientId: number; visibility: number },
) {
  if (project.visibility === VISIBILITY_LEVELS.Showcase) return true;
  return !!auth && isOnProjectTeam(scopeOf(auth), project);
}

/** GET /api/embed/project/{projectId}/post/{postId}: public for showcase projects. */
export async function embeddedPost(
  db: Db,
  auth: AuthContext | null,
  projectId: number,
  postId: number,
) {
  const project = await findProject(db, { kind: 'all' }, projectId);
  if (!project || !maySee(auth, project)) throw notFound(POST_NOT_AVAILABLE_MESSAGE);
  const [post] = await postsWithMedia(db, projectId, postId);
  if (!post) throw notFound(POST_NOT_AVAILABLE_MESSAGE);
  return { project: { id: project.id, name: project.name, clientName: project.clientName }, post };
}

/** A media file the caller may see, or a 404. */
export async function mediaFile(db: Db, auth: AuthContext | null, mediaId: number) {
  const media = await findMediaFile(db, mediaId);
  if (!media || !maySee(auth, media)) throw notFound('File not found.');
  return media;
}
