import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { requireUser } from '../http/auth-context.js';
import { forbidden, notFound } from '../http/errors.js';
import { parseId } from '../http/validate.js';

/** Client logos (public: they show on the header before and after sign-in) and the lookup. */
export function clientRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/clients/:id/logo', async (request, reply) => {
    const id = parseId(request.params);
    const client = await db
      .selectFrom('clients')
      .select(['logo', 'logo_type'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!client?.logo || !client.logo_type) throw notFound('This client has no logo.');
    // Uploaded SVGs are checked, but a logo opened on its own must still never run anything.
    return reply
      .type(client.logo_type)
      .header('Cache-Control', 'public, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(client.logo);
  });

  app.get('/api/clients/lookup', async (request) => {
    const auth = requireUser(request);
    const { original } = auth;
    const allowed =
      original.isAdmin ||
      original.canImpersonate ||
      original.isShowcase ||
      auth.effective.isShowcase;
    if (!allowed) throw forbidden();
    return db.selectFrom('clients').select(['id', 'name']).orderBy('name').execute();
  });
}
