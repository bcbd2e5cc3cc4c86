import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { requireUser } from '../http/auth-context.js';
import { forbidden } from '../http/errors.js';
import { parseInput, PagingSchema } from '../http/validate.js';
import { listUsers, userLookup } from './repository.js';

/** Admin endpoints; the original (not impersonated) user must be an admin or may impersonate. */
export function adminRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/admin/users', async (request) => {
    const auth = requireUser(request);
    // Admin access follows the person at the keyboard, never the user being impersonated.
    if (!auth.original.isAdmin) throw forbidden();
    return listUsers(db, parseInput(PagingSchema, request.query));
  });

  app.get('/api/users/lookup', async (request) => {
    const { original } = requireUser(request);
    if (!original.isAdmin && !original.canImpersonate) throw forbidden();
    return userLookup(db);
  });
}
