import type { WorkflowKind } from '@portal/shared';

/** The first part of every query key of this remote: the page's one query cache is shared. */
const ROOT = 'mfe-projects';

/** Query keys of this remote's server data. */
export const queryKeys = {
  /** Every project query (what a new post invalidates: the page and the list's counts). */
  projects: () => [ROOT, 'projects'] as const,
  projectList: (list: { page: number; search: string } & Record<string, unknown>) =>
    [ROOT, 'projects', 'list', list] as const,
  /** The interactive media across the user's projects (the prototype page). */
  interactive: () => [ROOT, 'interactive'] as const,
  /** The clients a new project may be for. */
  creatableClients: () => [ROOT, 'creatable-clients'] as const,
  project: (projectId: string | undefined) => [ROOT, 'projects', 'detail', projectId] as const,
  /** How the API takes uploads (chunk size, largest file). */
  uploadSettings: () => [ROOT, 'upload-settings'] as const,
  /** A project's rules for uploaded videos. */
  videoRequirements: (projectId: number) => [ROOT, 'video-requirements', projectId] as const,
  /** Every page of one project's comments (what a change invalidates). */
  comments: (projectId: number) => [ROOT, 'comments', projectId] as const,
  /** One project's estimates, questions or invoices. */
  workflow: (projectId: number, kind: WorkflowKind) =>
    [ROOT, 'workflows', projectId, kind] as const,
  /** Every workflow list of one project (what a live notification about it refreshes). */
  workflows: (projectId: number) => [ROOT, 'workflows', projectId] as const,
  /** A project's working share links. */
  shareLinks: (projectId: number) => [ROOT, 'share-links', projectId] as const,
  /** A post's working upload links. */
  uploadLinks: (postId: number) => [ROOT, 'upload-links', postId] as const,
  commentPage: (projectId: number, page: number) =>
    [ROOT, 'comments', projectId, { page }] as const,
};
