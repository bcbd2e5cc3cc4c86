import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.js';
import { requireUser } from '../http/auth-context.js';
import { badRequest, forbidden } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { CLIENT_NOT_FOUND } from './messages.js';

const ChangeClientSchema = v.object({
  ClientId: v.nullable(
    v.pipe(v.number('ClientId must be a number or null.'), v.integer(), v.minValue(1)),
  ),
});

/** POST /api/users/current/client { ClientId }: a showcase user chooses the active client. */
export function currentClientRoutes(app: FastifyInstance, db: Db) {
  app.post('/api/users/current/client', async (request) => {
    const auth = requireUser(request);
    if (!auth.effective.isShowcase) throw forbidden('Only showcase users can switch client.');
    const { ClientId } = parseInput(ChangeClientSchema, request.body);
    if (ClientId !== null) {
      const client = await db
        .selectFrom('clients')
        .select('id')
        .where('id', '=', ClientId)
        .executeTakeFirst();
      if (!client) throw badRequest(CLIENT_NOT_FOUND, { ClientId: [CLIENT_NOT_FOUND] });
    }
    await db
      .updateTable('sessions')
      .set({ current_client_id: ClientId })
      .where('id', '=', auth.sessionId)
      .execute();
    return { success: true };
  });
}
