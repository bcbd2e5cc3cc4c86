// Data the admin API answers with in component tests, and answers for `stubFetch` (the contract's
// schemas check each body as the app reads it, so these must keep the wire's shapes).
import {
  INVALID_FIELDS_MESSAGE,
  type AdminClient,
  type AdminUser,
  type PermissionMatrix,
  type UserDetail,
  type UserState,
} from '@portal/shared';
import { bodiesSentTo, json, userState } from '@portal/shared/testing';

/** A 200 answer with this JSON body. */
export const ok = (body: unknown) => () => json(200, body);

/** A failure with this status (and a message, as the API words every failure). */
export const fails =
  (status: number, message = 'down') =>
  () =>
    json(status, { message, errors: {} });

/** A 400 with the server's field-error map. */
export const fieldErrors = (errors: Record<string, string[]>) => () =>
  json(400, { message: INVALID_FIELDS_MESSAGE, errors });

/** The JSON body of the last call to a method and URL, or undefined when there was none. */
export const lastBody = (fetchMock: jest.Mock, method: string, url: string): unknown =>
  bodiesSentTo(fetchMock, method, url).at(-1);

/** A signed-in admin (or, with false, an ordinary user). */
export const adminState = (isAdmin = true): UserState =>
  userState({
    user: {
      id: '1',
      userName: 'Ada Admin',
      email: 'admin@example.com',
      isAdmin,
      isShowcaseUser: false,
    },
    originalUserPermissions: { hasSecurityOverrides: false, isAdmin, canImpersonate: isAdmin },
  });

/** The permission table of GET /api/admin/permissions (abridged). */
export const permissionTable: PermissionMatrix = {
  permissions: ['Engage.Project.View', 'Engage.Project.Manage', 'Engage.Admin.Access'],
  roles: [
    { name: 'Contributor', permissions: ['Engage.Project.View'] },
    { name: 'ProjectAdmin', permissions: ['Engage.Project.View', 'Engage.Project.Manage'] },
    { name: 'GlobalPublisher', permissions: ['Engage.Project.View'] },
    { name: 'GlobalProjectAdmin', permissions: ['Engage.Project.View', 'Engage.Project.Manage'] },
  ],
  adminPermissions: ['Engage.Project.View', 'Engage.Project.Manage', 'Engage.Admin.Access'],
};

/** Clients of GET /api/admin/clients. */
export const adminClients: AdminClient[] = [
  {
    id: 2,
    name: 'Harbour & Co Architects',
    isInternal: false,
    logoUrl: '/api/clients/2/logo',
    userCount: 2,
    projectCount: 3,
  },
  {
    id: 4,
    name: 'Kookaburra Interactive',
    isInternal: false,
    logoUrl: null,
    userCount: 1,
    projectCount: 0,
  },
];

/** Casey, a client user, as the users list shows them. */
export const casey: AdminUser = {
  id: 3,
  email: 'client@example.com',
  userName: 'Casey Client',
  clientId: 2,
  clientName: 'Harbour & Co Architects',
  isAdmin: false,
  isShowcaseUser: false,
  canImpersonate: false,
  roles: ['Contributor'],
  disabled: false,
};

/** Casey as GET /api/admin/users/3 answers. */
export const caseyDetail: UserDetail = {
  ...casey,
  hasSecurityOverrides: false,
  permissions: ['Engage.Project.View'],
};

/** A 200 answer with the first page of a paged list. */
export const pageOf = (items: unknown[], total = items.length) =>
  ok({ page: 1, pageSize: 20, total, items });
