import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';

/** The signed-in (or impersonated) user as the header and remotes show it. */
export const UserSchema = v.object({
  id: v.string(),
  userName: v.string(),
  email: v.string(),
  isAdmin: v.boolean(),
  isShowcaseUser: v.boolean(),
});
/** The signed-in (or impersonated) user. */
export type User = v.InferOutput<typeof UserSchema>;

/** What the original (not impersonated) user may do. */
export const OriginalUserPermissionsSchema = v.object({
  hasSecurityOverrides: v.boolean(),
  isAdmin: v.boolean(),
  canImpersonate: v.boolean(),
});
/** What the original (not impersonated) user may do. */
export type OriginalUserPermissions = v.InferOutput<typeof OriginalUserPermissionsSchema>;

/** Whether an impersonation is active and which overrides apply. */
export const ImpersonationStateSchema = v.object({
  isImpersonating: v.boolean(),
  hasSecurityOverrides: v.boolean(),
  overrideDescription: v.nullish(v.string(), ''),
});
/** Whether an impersonation is active and which overrides apply. */
export type ImpersonationState = v.InferOutput<typeof ImpersonationStateSchema>;

/** The active client organisation. */
export const ClientSchema = v.object({ id: v.number(), name: v.string() });
/** The active client organisation. */
export type Client = v.InferOutput<typeof ClientSchema>;

/** GET /api/account/user-state (spec point 3, "User state (server)"). */
export const UserStateSchema = v.object({
  isAuthenticated: v.boolean(),
  user: v.nullable(UserSchema),
  originalUserPermissions: v.nullish(OriginalUserPermissionsSchema, {
    hasSecurityOverrides: false,
    isAdmin: false,
    canImpersonate: false,
  }),
  impersonationState: v.nullish(ImpersonationStateSchema, {
    isImpersonating: false,
    hasSecurityOverrides: false,
    overrideDescription: '',
  }),
  currentClient: v.nullish(ClientSchema, null),
  userClaims: v.nullish(v.array(v.string()), []),
});
/** The whole user state the server reports. */
export type UserState = v.InferOutput<typeof UserStateSchema>;

/** Permissions treated as none (anonymous, or a 401 while loading them). */
export const NO_PERMISSIONS: OriginalUserPermissions = {
  hasSecurityOverrides: false,
  isAdmin: false,
  canImpersonate: false,
};

/**
 * GET /api/account/user-state (listed with the account endpoints as `accountEndpoints.userState`).
 * Here, beside its schema, because every page asks it first: the landing page compiles in this
 * one, not every account form's schemas.
 */
export const userStateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/account/user-state',
  tag: 'Account',
  summary: 'Who is signed in, as whom, for which client, and what they may do.',
  response: UserStateSchema,
});

/**
 * POST /api/account/logout (listed with the account endpoints as `accountEndpoints.logout`). Here
 * for the same reason: the portal's shell signs out from every page without the account forms.
 */
export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/account/logout',
  tag: 'Account',
  summary: 'Ends the session.',
  response: v.object({ success: v.boolean() }),
});

/**
 * A cookie the page may read (`1`), set beside the HttpOnly session cookie with the same lifetime
 * and removed with it: a page that starts with it fetches what a signed-in page shows while the
 * user state is on its way. It grants nothing; only the session cookie signs anyone in.
 */
export const SIGNED_IN_COOKIE = 'portal.signed-in';
