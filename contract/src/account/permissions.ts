import * as v from 'valibot';

/** Permission names of spec point 6. */
export const PERMISSIONS = [
  'Engage.Project.Comment',
  'Engage.Project.Publish',
  'Engage.Project.Manage',
  'Engage.Project.Create',
  'Engage.Project.View',
  'Engage.Client.ViewAll',
  'Engage.User.Invite',
  'Engage.Admin.Access',
  'Engage.Post.View',
  'Engage.Post.Manage',
] as const;
/** One permission name. */
export type Permission = (typeof PERMISSIONS)[number];
/** A permission name on the wire. */
export const PermissionSchema = v.picklist(PERMISSIONS);

/** Role names of spec point 6. */
export const ROLES = [
  'Contributor',
  'ProjectAdmin',
  'GlobalPublisher',
  'GlobalProjectAdmin',
] as const;
/** One role name. */
export type Role = (typeof ROLES)[number];
/** A role name on the wire. */
export const RoleSchema = v.picklist(ROLES);
