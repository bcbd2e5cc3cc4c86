import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema, PagingQuerySchema } from '../paging.ts';
import { AuditPageSchema } from './audit.ts';
import {
  AdminClientSchema,
  ChangeClientRequestSchema,
  CLIENT_LOGO_PATH,
  ClientLookupItemSchema,
  ClientNameRequestSchema,
  LogoUploadSchema,
} from './clients.ts';
import {
  ImpersonationDetailsSchema,
  ImpersonationResultSchema,
  StartImpersonationRequestSchema,
} from './impersonation.ts';
import { InviteRequestSchema, InviteResultSchema } from './invitation.ts';
import {
  AdminUserPageSchema,
  PermissionMatrixSchema,
  UpdateUserRequestSchema,
  UserDetailSchema,
  UserLookupItemSchema,
} from './users.ts';

/** The admin area's user endpoints, the permission matrix and the impersonation audit log. */
export const adminEndpoints = {
  users: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    tag: 'Admin',
    summary: 'A page of users by e-mail, searched by e-mail or name.',
    query: PagingQuerySchema,
    response: AdminUserPageSchema,
  }),
  user: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    tag: 'Admin',
    summary: 'One user, with the permissions their roles give.',
    params: IdParamsSchema,
    response: UserDetailSchema,
  }),
  updateUser: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/users/:id',
    tag: 'Admin',
    summary:
      "Changes a user's client, roles and flags (only the fields given); answers the saved user.",
    params: IdParamsSchema,
    body: UpdateUserRequestSchema,
    response: UserDetailSchema,
  }),
  inviteUser: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/invite',
    tag: 'Admin',
    summary:
      'E-mails an invitation (again, to an address not yet accepted) to a client, with roles.',
    body: InviteRequestSchema,
    response: InviteResultSchema,
  }),
  permissions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/permissions',
    tag: 'Admin',
    summary: 'The role → permission matrix the server enforces (read-only).',
    response: PermissionMatrixSchema,
  }),
  impersonationAudit: defineEndpoint({
    method: 'GET',
    path: '/api/admin/impersonation-audit',
    tag: 'Admin',
    summary: 'A page of the impersonation audit log, newest first, searched by e-mail.',
    query: PagingQuerySchema,
    response: AuditPageSchema,
  }),
};

/** Clients: the admin list and its changes, logos, the lookup, the showcase user's choice. */
export const clientEndpoints = {
  adminList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/clients',
    tag: 'Clients',
    summary: 'Every client by name, with user and project counts.',
    response: v.array(AdminClientSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/clients',
    tag: 'Clients',
    summary: 'Creates a client (201) with a name no other client has.',
    body: ClientNameRequestSchema,
    response: AdminClientSchema,
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/clients/:id',
    tag: 'Clients',
    summary: 'Renames a client to a name no other client has.',
    params: IdParamsSchema,
    body: ClientNameRequestSchema,
    response: AdminClientSchema,
  }),
  uploadLogo: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/clients/:id/logo',
    tag: 'Clients',
    summary: "Replaces a client's logo (PNG, JPEG, WebP or script-free SVG, at most 512 KB).",
    params: IdParamsSchema,
    body: LogoUploadSchema,
    multipart: true,
    response: AdminClientSchema,
  }),
  logo: defineEndpoint({
    method: 'GET',
    path: CLIENT_LOGO_PATH,
    tag: 'Clients',
    summary: "A client's logo (public: the header shows it before and after sign-in).",
    params: IdParamsSchema,
    kind: 'file',
  }),
  lookup: defineEndpoint({
    method: 'GET',
    path: '/api/clients/lookup',
    tag: 'Clients',
    summary: 'Every client by name, for the pickers and typeaheads.',
    response: v.array(ClientLookupItemSchema),
  }),
  changeCurrent: defineEndpoint({
    method: 'POST',
    path: '/api/users/current/client',
    tag: 'Clients',
    summary: "Sets the showcase user's active client (null for none).",
    body: ChangeClientRequestSchema,
    response: v.object({ success: v.boolean() }),
  }),
};

/** Impersonation (spec point 7): start, stop, what the session acts as, whom it may act as. */
export const impersonationEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: '/api/account/impersonate/start',
    tag: 'Impersonation',
    summary: 'Acts as a user (their client), or as oneself for a client; replaces any current one.',
    body: StartImpersonationRequestSchema,
    response: ImpersonationResultSchema,
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: '/api/account/impersonate/stop',
    tag: 'Impersonation',
    summary: 'Ends the impersonation, back to one’s own client.',
    response: ImpersonationResultSchema,
  }),
  details: defineEndpoint({
    method: 'GET',
    path: '/api/account/impersonation-details',
    tag: 'Impersonation',
    summary: 'Whom and which client the session acts as.',
    response: ImpersonationDetailsSchema,
  }),
  userLookup: defineEndpoint({
    method: 'GET',
    path: '/api/users/lookup',
    tag: 'Impersonation',
    summary: 'The users the caller may act as (never themselves or a disabled user).',
    response: v.array(UserLookupItemSchema),
  }),
};
