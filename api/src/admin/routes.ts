import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, ROLES } from '@portal/contract';
import { ROLE_PERMISSIONS } from '../account/permissions.js';
import type { Db } from '../db/database.js';
import { requireUser } from '../http/auth-context.js';
import { forbidden } from '../http/errors.js';
import { parseId, parseInput, PagingSchema } from '../http/validate.js';
import { listImpersonationAudit } from '../impersonation/audit-repository.js';
import { mayImpersonate, originOf } from '../impersonation/rules.js';
import { requireAdmin } from './guard.js';
import { listUsers, userLookup } from './repository.js';
import { parseUserChanges } from './user-schema.js';
import { updateUser, userDetail } from './user-service.js';

/** Admin endpoints (the ORIGINAL user must be an admin) and the impersonation user lookup. */
export function adminRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/admin/users', async (request) => {
    requireAdmin(request);
    return listUsers(db, parseInput(PagingSchema, request.query));
  });

  app.get('/api/admin/users/:id', async (request) => {
    requireAdmin(request);
    return userDetail(db, parseId(request.params));
  });

  app.put('/api/admin/users/:id', async (request) => {
    const auth = requireAdmin(request);
    const id = parseId(request.params);
    return updateUser(db, auth, id, parseUserChanges(request.body), originOf(request));
  });

  // The one table of account/permissions.ts, as the admin area shows it.
  app.get('/api/admin/permissions', async (request) => {
    requireAdmin(request);
    return {
      permissions: PERMISSIONS,
      roles: ROLES.map((name) => ({ name, permissions: ROLE_PERMISSIONS[name] })),
      adminPermissions: PERMISSIONS,
    };
  });

  app.get('/api/admin/impersonation-audit', async (request) => {
    requireAdmin(request);
    return listImpersonationAudit(db, parseInput(PagingSchema, request.query));
  });

  app.get('/api/users/lookup', async (request) => {
    const { original } = requireUser(request);
    if (!mayImpersonate(original)) throw forbidden();
    return userLookup(db, original);
  });
}
