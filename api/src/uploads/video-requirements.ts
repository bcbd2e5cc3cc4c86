import {
  DEFAULT_VIDEO_REQUIREMENTS,
  VideoRequirementsSchema,
  type VideoRequirements,
} from '@portal/contract';
import * as v from 'valibot';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { requireAccess } from '../projects/project-access.js';
import { projectNotFound, scopeOf } from '../projects/project-scope.js';
import { findProject } from '../projects/repository.js';

/** The project's rules for uploaded mp4 videos; the spec's defaults when it sets none. */
export async function requirementsOf(db: Db, projectId: number): Promise<VideoRequirements> {
  const row = await db
    .selectFrom('project_video_requirements')
    .select('requirements')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) return DEFAULT_VIDEO_REQUIREMENTS;
  // Only ever written from a parsed body, so a row that no longer parses (the schema tightened
  // since) falls back to the defaults rather than failing every upload of the project.
  let stored: unknown;
  try {
    stored = JSON.parse(row.requirements);
  } catch {
    return DEFAULT_VIDEO_REQUIREMENTS;
  }
  const parsed = v.safeParse(VideoRequirementsSchema, stored);
  return parsed.success ? parsed.output : DEFAULT_VIDEO_REQUIREMENTS;
}

/** A project the caller may see, or the 404 that does not reveal it. */
async function visibleProject(db: Db, auth: AuthContext, projectId: number) {
  const project = await findProject(db, scopeOf(auth), projectId);
  if (!project) throw projectNotFound();
  return project;
}

/** GET: anyone who sees the project reads its rules (the uploader checks files with them). */
export async function readVideoRequirements(db: Db, auth: AuthContext, projectId: number) {
  await visibleProject(db, auth, projectId);
  return requirementsOf(db, projectId);
}

/** PUT: the project's `videoRules` right (Project.Manage, and the studio; see project-access.ts). */
export async function writeVideoRequirements(
  db: Db,
  auth: AuthContext,
  projectId: number,
  requirements: VideoRequirements,
) {
  const project = await visibleProject(db, auth, projectId);
  requireAccess(auth, project, 'videoRules');
  const json = JSON.stringify(requirements);
  await db
    .insertInto('project_video_requirements')
    .values({ project_id: projectId, requirements: json })
    .onConflict((conflict) => conflict.column('project_id').doUpdateSet({ requirements: json }))
    .execute();
  return requirements;
}
