import * as v from 'valibot';
import { pageOf } from '../paging.ts';
import { PermissionSchema, ROLES, RoleSchema } from '../account/permissions.ts';

// Spec point 7, admin users: the list, one user's detail, what an admin may change on a user,
// and the role → permission matrix the admin area shows.

/** A user as the admin list shows them. */
export const AdminUserSchema = v.object({
  id: v.number(),
  email: v.string(),
  userName: v.string(),
  clientId: v.nullable(v.number()),
  clientName: v.nullable(v.string()),
  isAdmin: v.boolean(),
  isShowcaseUser: v.boolean(),
  canImpersonate: v.boolean(),
  disabled: v.boolean(),
  roles: v.array(RoleSchema),
});
/** A user as the admin list shows them. */
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

/** GET /api/admin/users: one page of users. */
export const AdminUserPageSchema = pageOf(AdminUserSchema);

/** One user as the admin edit form shows them, with the permissions their roles give. */
export const UserDetailSchema = v.object({
  ...AdminUserSchema.entries,
  hasSecurityOverrides: v.boolean(),
  permissions: v.array(PermissionSchema),
});
/** One user as the admin edit form shows them. */
export type UserDetail = v.InferOutput<typeof UserDetailSchema>;

const BOOLEAN = 'Must be true or false.';
const CLIENT_ID = 'ClientId must be a whole number or null.';
const NOT_AN_OBJECT = 'The request body must be a JSON object.';
const NOTHING_TO_CHANGE = 'Nothing to change.';

/** A user's client: a client id, or null for none. */
export const UserClientIdSchema = v.nullable(
  v.pipe(
    v.number(CLIENT_ID),
    v.integer(CLIENT_ID),
    v.minValue(1, CLIENT_ID),
    v.maxValue(Number.MAX_SAFE_INTEGER, CLIENT_ID),
  ),
);

/** A user's roles: role names, each at most once. */
export const UserRolesSchema = v.pipe(
  v.array(
    v.picklist(ROLES, `Each role must be one of ${ROLES.join(', ')}.`),
    'Roles must be a list of role names.',
  ),
  v.check((roles) => new Set(roles).size === roles.length, 'Each role may appear once.'),
);

/** The flags an admin may switch on a user. */
export const USER_FLAGS = ['isAdmin', 'isShowcaseUser', 'canImpersonate', 'disabled'] as const;
/** One switchable flag of a user. */
export type UserFlag = (typeof USER_FLAGS)[number];

const flag = v.optional(v.boolean(BOOLEAN));

/**
 * PUT /api/admin/users/{id}: only the fields given change. Unknown fields are refused, so a
 * misspelt or read-only field (email...) never looks saved when it was not; an empty change is
 * refused too.
 */
export const UpdateUserRequestSchema = v.pipe(
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    NOT_AN_OBJECT,
  ),
  v.strictObject(
    {
      clientId: v.optional(UserClientIdSchema),
      roles: v.optional(UserRolesSchema),
      isAdmin: flag,
      isShowcaseUser: flag,
      canImpersonate: flag,
      disabled: flag,
    },
    'Unknown field.',
  ),
  v.check((changes) => Object.keys(changes).length > 0, NOTHING_TO_CHANGE),
);
/** The changes of a user, as the form sends them. */
export type UpdateUserRequest = v.InferInput<typeof UpdateUserRequestSchema>;
/** The changes of a user, as the API reads them. */
export type UserChanges = v.InferOutput<typeof UpdateUserRequestSchema>;

/** GET /api/admin/permissions: every permission, each role's, and the admin flag's. */
export const PermissionMatrixSchema = v.object({
  permissions: v.array(PermissionSchema),
  roles: v.array(v.object({ name: RoleSchema, permissions: v.array(PermissionSchema) })),
  adminPermissions: v.array(PermissionSchema),
});
/** The role → permission matrix. */
export type PermissionMatrix = v.InferOutput<typeof PermissionMatrixSchema>;

/** A user the caller may impersonate (spec point 3, User lookup item). */
export const UserLookupItemSchema = v.object({
  id: v.string(),
  email: v.string(),
  client_ID: v.nullable(v.number()),
  clientName: v.nullable(v.string()),
  isInternal: v.boolean(),
});
/** A user lookup item. */
export type UserLookupItem = v.InferOutput<typeof UserLookupItemSchema>;
