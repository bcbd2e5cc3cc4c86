// Data the admin API answers with in component tests (shapes of api/src/admin and api/src/clients).
import type { UserState } from '@portal/shared';
import { userState } from '@portal/shared/testing';

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
export const permissionTable = {
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
export const adminClients = [
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
export const casey = {
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
export const caseyDetail = {
  ...casey,
  hasSecurityOverrides: false,
  permissions: ['Engage.Project.View'],
};

/** A page of a paged list. */
export const pageOf = (items: unknown[], total = items.length) => ({
  body: { page: 1, pageSize: 20, total, items },
});
