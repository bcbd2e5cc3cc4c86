import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { requireAdmin } from '../admin/guard.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { parseId, parseInput } from '../http/validate.js';
import { checkLogo, LOGO_MAX_BYTES, LOGO_TOO_LARGE } from './logo.js';
import { CLIENT_NOT_FOUND } from './messages.js';
import { listClients, nameTaken } from './repository.js';
import { ClientNameSchema } from './schema.js';

/** Text of the 400 for a client name already in use. */
export const CLIENT_NAME_TAKEN = 'A client with this name already exists.';
const NO_FILE = 'Choose a logo file to upload.';
const NOT_MULTIPART = 'Send the logo as multipart/form-data.';
const UNREADABLE = 'The upload could not be read.';

const logoError = (message: string) => badRequest(message, { Logo: [message] });

async function uniqueName(db: Db, body: unknown, exceptId: number | null) {
  const { name } = parseInput(ClientNameSchema, body);
  if (await nameTaken(db, name, exceptId)) {
    throw badRequest(CLIENT_NAME_TAKEN, { Name: [CLIENT_NAME_TAKEN] });
  }
  return name;
}

// Another request may take the name between the check and the write; the UNIQUE index decides.
async function claimingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      throw badRequest(CLIENT_NAME_TAKEN, { Name: [CLIENT_NAME_TAKEN] });
    }
    throw error;
  }
}

async function existingClient(db: Db, id: number) {
  const [client] = await listClients(db, id);
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  return client;
}

/** Reads the one uploaded file; anything wrong with the request itself is a 400, never a 500. */
async function readUpload(request: FastifyRequest) {
  try {
    const file = await request.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1, parts: 10 } });
    if (!file) throw logoError(NO_FILE);
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw logoError(LOGO_TOO_LARGE);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw logoError(NOT_MULTIPART);
    if (error instanceof HttpError) throw error;
    throw logoError(UNREADABLE);
  }
}

/** Admin client management: list with counts, create, rename, upload a logo. */
export function adminClientRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/admin/clients', async (request) => {
    requireAdmin(request);
    return listClients(db);
  });

  app.post('/api/admin/clients', async (request, reply) => {
    requireAdmin(request);
    const name = await uniqueName(db, request.body, null);
    const { id } = await claimingName(() =>
      db
        .insertInto('clients')
        .values({ name, is_internal: 0, logo: null, logo_type: null })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    return reply.code(201).send(await existingClient(db, id));
  });

  app.put('/api/admin/clients/:id', async (request) => {
    requireAdmin(request);
    const id = parseId(request.params);
    await existingClient(db, id);
    const name = await uniqueName(db, request.body, id);
    await claimingName(() =>
      db.updateTable('clients').set({ name }).where('id', '=', id).execute(),
    );
    return existingClient(db, id);
  });

  // Multipart only here: registered in its own scope so no other route parses it.
  app.register(async (scope) => {
    await scope.register(multipart);
    scope.put('/api/admin/clients/:id/logo', async (request) => {
      requireAdmin(request);
      const id = parseId(request.params);
      await existingClient(db, id);
      const bytes = await readUpload(request);
      const checked = checkLogo(bytes);
      if ('error' in checked) throw logoError(checked.error);
      await db
        .updateTable('clients')
        .set({ logo: bytes, logo_type: checked.type })
        .where('id', '=', id)
        .execute();
      return existingClient(db, id);
    });
  });
}
