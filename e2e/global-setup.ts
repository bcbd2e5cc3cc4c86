import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestProvider } from './support/oidc';
import { E2E_PORTS } from './support/ports';
import { UPLOAD_CHUNK_BYTES } from './support/uploads';

/** Starts the composed production build on a fresh database, as `pnpm start` does. */
export default async function globalSetup() {
  const { startPortal } = await import('@portal/tooling/serve/start-portal');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const { api, host, ...remotes } = E2E_PORTS;
  // A real OpenID provider, offered on the login modal as 'Continue with Test ID'.
  const provider = await startTestProvider();
  // Small chunks, so a fixture of a few hundred KB goes in several (the default is 100 MB).
  process.env.UPLOAD_CHUNK_BYTES = String(UPLOAD_CHUNK_BYTES);
  process.env.OIDC_PROVIDERS = provider.oidcProviders;
  // Every enquiry of every run and retry comes from this computer: the real limit (5 an hour per
  // address, tested in the API) would refuse the engagement journey after a few runs.
  process.env.ENQUIRY_LIMIT_PER_ADDRESS = '10000';
  process.env.ENQUIRY_LIMIT_TOTAL = '10000';
  // The API's database, for the API's own commands a journey runs (the digests of a morning).
  process.env.E2E_DATABASE_FILE = path.join(dir, 'e2e.sqlite');
  const portal = await startPortal({
    ports: { api, host, ...remotes },
    databaseFile: process.env.E2E_DATABASE_FILE,
    quiet: true,
  });
  // Every e-mail goes to the portal's mail catcher, as with `pnpm start`; tests read it there.
  process.env.E2E_MAIL_URL = portal.mail!.url;
  return async () => {
    await portal.stop();
    provider.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
