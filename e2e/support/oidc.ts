import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PORTAL_URL } from './ports';

/** How the login modal names the test provider ('Continue with Test ID'). */
export const TEST_PROVIDER_NAME = 'Test ID';

const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../api/test-support/oidc-test-provider.mjs',
);

/**
 * Starts the API's real OpenID test provider (oidc-provider) and returns the OIDC_PROVIDERS value
 * that offers it on the login modal, and a function that stops it.
 */
export async function startTestProvider() {
  const child = spawn(
    process.execPath,
    [script, '--redirect-uri', `${PORTAL_URL}/api/account/external-login-callback`],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const line = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`The OpenID test provider exited (${code}).`)));
  });
  const { issuer } = JSON.parse(line) as { issuer: string };
  const providers = [
    {
      name: 'testid',
      displayName: TEST_PROVIDER_NAME,
      issuer,
      clientId: 'portal',
      clientSecret: 'portal-test-secret',
    },
  ];
  return { oidcProviders: JSON.stringify(providers), stop: () => child.kill() };
}
