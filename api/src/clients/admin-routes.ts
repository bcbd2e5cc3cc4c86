import multipart from '@fastify/multipart';
import { clientEndpoints, LOGO_MAX_BYTES, LOGO_MESSAGES } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { route } from '../http/route.js';
import { listClients } from './repository.js';
import {
  createClient,
  existingClient,
  logoError,
  renameExistingClient,
  replaceLogo,
} from './service.js';

/** Reads the one uploaded file; anything wrong with the request itself is a 400, never a 500. */
async function readUpload(request: FastifyRequest) {
  try {
    const file = await request.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1, parts: 10 } });
    if (!file) throw logoError(LOGO_MESSAGES.required);
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw logoError(LOGO_MESSAGES.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw logoError(LOGO_MESSAGES.notMultipart);
    if (error instanceof HttpError) throw error;
    throw logoError(LOGO_MESSAGES.unreadable);
  }
}

/** Admin client management: list with counts, create, rename, upload a logo. */
export async function adminClientRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, clientEndpoints.adminList, Auth.admin, () => listClients(db));

  route(app, clientEndpoints.create, Auth.admin, async ({ body, reply }) =>
    reply.code(201).send(await createClient(db, body.name)),
  );

  route(app, clientEndpoints.rename, Auth.admin, ({ params, body }) =>
    renameExistingClient(db, params.id, body.name),
  );

  // Multipart only here: registered in its own scope so no other route parses it.
  await app.register(async (scope) => {
    await scope.register(multipart);
    route(scope, clientEndpoints.uploadLogo, Auth.admin, async ({ params, request }) => {
      await existingClient(db, params.id);
      return replaceLogo(db, params.id, await readUpload(request));
    });
  });
}
