import { PERMISSIONS, type Permission, type Role } from '@portal/contract';

const VIEW: Permission[] = ['Engage.Project.View', 'Engage.Post.View'];

/**
 * The one role → permission table (the spec leaves it open; this is our choice, documented in
 * api/src/auth/CONTEXT.md). Admins hold every permission whatever their roles.
 */
export const ROLE_PERMISSIONS: Record<Role, Permission[]> = {
  Contributor: [...VIEW, 'Engage.Project.Comment'],
  ProjectAdmin: [
    ...VIEW,
    'Engage.Project.Comment',
    'Engage.Project.Manage',
    'Engage.Post.Manage',
    'Engage.User.Invite',
  ],
  GlobalPublisher: [
    ...VIEW,
    'Engage.Project.Comment',
    'Engage.Project.Publish',
    'Engage.Client.ViewAll',
  ],
  GlobalProjectAdmin: PERMISSIONS.filter((permission) => permission !== 'Engage.Admin.Access'),
};

/** The permissions a user holds through their roles (all of them for an admin). */
export function permissionsOf(roles: readonly string[], isAdmin: boolean): Permission[] {
  if (isAdmin) return [...PERMISSIONS];
  const held = new Set<Permission>();
  for (const role of roles) for (const p of ROLE_PERMISSIONS[role as Role] ?? []) held.add(p);
  return PERMISSIONS.filter((permission) => held.has(permission));
}
