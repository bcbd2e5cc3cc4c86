import { adminEndpoints, impersonationEndpoints, PERMISSIONS, ROLES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import { mayImpersonateRule } from '../auth/impersonation-rules.js';
import { ROLE_PERMISSIONS } from '../auth/permissions.js';
import type { Db } from '../db/database.js';
import { route } from '../http/route.js';
import { listImpersonationAudit } from '../impersonation/audit-repository.js';
import { originOf } from '../impersonation/terms.js';
import { listUsers, userLookup } from './repository.js';
import { updateUser, userDetail } from './user-service.js';

/** Admin endpoints (the ORIGINAL user must be an admin) and the impersonation user lookup. */
export async function adminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, adminEndpoints.users, Auth.admin, ({ query }) => listUsers(db, query));

  route(app, adminEndpoints.user, Auth.admin, ({ params }) => userDetail(db, params.id));

  route(app, adminEndpoints.updateUser, Auth.admin, ({ auth, params, body, request }) =>
    updateUser(db, auth, params.id, body, originOf(request)),
  );

  // The one table of auth/permissions.ts, as the admin area shows it.
  route(app, adminEndpoints.permissions, Auth.admin, () => ({
    permissions: [...PERMISSIONS],
    roles: ROLES.map((name) => ({ name, permissions: ROLE_PERMISSIONS[name] })),
    adminPermissions: [...PERMISSIONS],
  }));

  route(app, adminEndpoints.impersonationAudit, Auth.admin, ({ query }) =>
    listImpersonationAudit(db, query),
  );

  route(app, impersonationEndpoints.userLookup, mayImpersonateRule, ({ auth }) =>
    userLookup(db, auth.original),
  );
}
