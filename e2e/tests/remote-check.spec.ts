// `pnpm remote:check` against the running portal's host: the remotes built with it fit, and a
// remote built by a team that renamed an exposed module and moved to another React is refused
// before it is deployed, with each mismatch named.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { expect, test } from '@playwright/test';
import { rspack } from '@rspack/core';
import { PORTAL_URL } from '../support/ports';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The React the host offers. */
const REACT = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'host', 'node_modules', 'react', 'package.json'), 'utf8'),
).version;

const remoteCheck = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(ROOT, 'tooling', 'remote-check.mjs'), ...args], {
    encoding: 'utf8',
  });

/**
 * A real Module Federation build of `mfe_auth` with a team's mistakes: `AuthModals` renamed to
 * `AuthModal`, and React shared at 18. Its code also takes a Mantine component no bundle of the
 * portal uses (ColorPicker): the needs file says so, as the portal's build writes it for such code.
 */
async function buildIncompatibleAuth(dir: string) {
  for (const name of ['auth-modal', 'account-routes', 'manage-routes']) {
    fs.writeFileSync(
      path.join(dir, `${name}.js`),
      "import { createElement } from 'react';\nexport default () => createElement('p', null, 'Old');\n",
    );
  }
  const compiler = rspack({
    mode: 'production',
    context: dir,
    infrastructureLogging: { level: 'error' },
    entry: {},
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'mfe_auth' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mfe_auth',
        filename: 'remoteEntry.js',
        exposes: {
          './AuthModal': './auth-modal.js',
          './AccountRoutes': './account-routes.js',
          './ManageRoutes': './manage-routes.js',
        },
        shared: {
          react: { singleton: true, version: '18.3.1', requiredVersion: '^18.3.1', import: false },
        },
        manifest: true,
        dts: false,
      }),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'dist', 'federation-needs.json'),
    JSON.stringify({ name: 'mfe_auth', facades: { '@mantine/core': ['Button', 'ColorPicker'] } }),
  );
  return path.join(dir, 'dist');
}

test('the remotes built with the deployed host fit it', () => {
  const result = remoteCheck('--all', '--host', PORTAL_URL);
  expect(result.stderr).toBe('');
  expect(result.stdout).toContain(`mfe_projects fits the host at ${PORTAL_URL}.`);
  expect(result.status).toBe(0);
});

test('a remote that no longer fits the deployed host is refused, naming every mismatch', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'incompatible-remote-'));
  try {
    const dist = await buildIncompatibleAuth(dir);
    const result = remoteCheck('mfe-auth', '--host', PORTAL_URL, '--dist', dist);
    expect(result.stderr.split('\n').filter(Boolean)).toEqual([
      `mfe-auth does not fit the host at ${PORTAL_URL}:`,
      '  - mfe_auth/AuthModals: the host loads it, and this build of mfe_auth does not expose it.',
      `  - react 18.3.1 (the remote's) is outside the host's range ^${REACT}.`,
      `  - react: the host offers ${REACT}, and the remote requires ^18.3.1.`,
      "  - @mantine/core: the host's facade lacks ColorPicker (deploy the host with them first).",
    ]);
    expect(result.status).toBe(1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
