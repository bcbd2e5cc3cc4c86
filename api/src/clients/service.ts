import { CLIENT_NAME_TAKEN, CLIENT_NOT_FOUND } from '@portal/contract';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import { checkLogo } from './logo.js';
import {
  clientExists,
  insertClient,
  listClients,
  nameTaken,
  renameClient,
  saveLogo,
} from './repository.js';

const nameTakenError = () => badRequest(CLIENT_NAME_TAKEN, { Name: [CLIENT_NAME_TAKEN] });

/** A 400 about the uploaded logo, on the field Logo. */
export const logoError = (message: string) => badRequest(message, { Logo: [message] });

/** One client with its counts, or a 404. */
export async function existingClient(db: Db, id: number) {
  const [client] = await listClients(db, id);
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  return client;
}

/** Creates a client with a name no other client has (case-insensitive). */
export async function createClient(db: Db, name: string) {
  if (await nameTaken(db, name, null)) throw nameTakenError();
  const id = await insertClient(db, name);
  if (id === 'taken') throw nameTakenError();
  return existingClient(db, id);
}

/** Renames a client; keeping its own name in another case is not a clash. */
export async function renameExistingClient(db: Db, id: number, name: string) {
  await existingClient(db, id);
  if (await nameTaken(db, name, id)) throw nameTakenError();
  if ((await renameClient(db, id, name)) === 'taken') throw nameTakenError();
  return existingClient(db, id);
}

/** Stores a logo once its bytes pass the checks (the reason of a refusal goes on Logo). */
export async function replaceLogo(db: Db, id: number, bytes: Buffer) {
  const checked = await checkLogo(bytes);
  if ('error' in checked) throw logoError(checked.error);
  await saveLogo(db, id, checked.bytes, checked.type);
  return existingClient(db, id);
}

/** 400 ClientId unless the client is null (none) or exists. */
export async function requireKnownClient(db: Db, clientId: number | null) {
  if (clientId !== null && !(await clientExists(db, clientId))) {
    throw badRequest(CLIENT_NOT_FOUND, { ClientId: [CLIENT_NOT_FOUND] });
  }
}
