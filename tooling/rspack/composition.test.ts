import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compositionModules, mismatches } from './composition.mjs';

const host = {
  modules: ['mfe_auth/AuthModals', 'mfe_auth/AccountRoutes', 'mfe_admin/AdminRoutes'],
  shared: {
    react: { version: '19.3.1', requiredVersion: '^19.3.1' },
    '@mantine/core': { version: '9.7.3', requiredVersion: '^9.7.3' },
  },
  facades: { '@mantine/core': ['Button', 'Modal'] },
};

const build = (overrides: { exposes?: string[]; shared?: object[] } = {}) => ({
  name: 'mfe_auth',
  exposes: (overrides.exposes ?? ['AuthModals', 'AccountRoutes', 'ManageRoutes']).map((name) => ({
    name,
  })),
  shared: overrides.shared ?? [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
    { name: '@microsoft/signalr', version: '10.0.11', requiredVersion: '^10.0.11' },
  ],
});

it('finds nothing wrong with a build that exposes, shares and needs what the host has', () => {
  const needs = { name: 'mfe_auth', facades: { '@mantine/core': ['Modal'] } };
  expect(mismatches(host, build(), needs)).toEqual([]);
});

it('names a module the host loads that the build no longer exposes (renamed or removed)', () => {
  expect(mismatches(host, build({ exposes: ['AuthModal', 'AccountRoutes'] }), null)).toEqual([
    'mfe_auth/AuthModals: the host loads it, and this build of mfe_auth does not expose it.',
  ]);
});

it("names a singleton outside the host's range, either way", () => {
  const older = build({
    shared: [{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' }],
  });
  expect(mismatches(host, older, null)).toEqual([
    "react 18.3.1 (the remote's) is outside the host's range ^19.3.1.",
    'react: the host offers 19.3.1, and the remote requires ^18.3.1.',
  ]);
  const wider = build({
    shared: [{ name: 'react', version: '19.4.0', requiredVersion: '^19.0.0' }],
  });
  expect(mismatches(host, wider, null)).toEqual([]);
});

it("names every facade name the build needs and the host's facade lacks", () => {
  const needs = { name: 'mfe_auth', facades: { '@mantine/core': ['Modal', 'Spotlight', 'Tour'] } };
  expect(mismatches(host, build(), needs)).toEqual([
    "@mantine/core: the host's facade lacks Spotlight, Tour (deploy the host with them first).",
  ]);
});

it('reads the modules of the composition contract from its interface, exported or not', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'composition-'));
  const file = path.join(dir, 'remotes.ts');
  fs.writeFileSync(
    file,
    `// 'mfe_x/NotThis': a comment\nexport interface RemoteModules {\n  'mfe_b/Two': X;\n  'mfe_a/One': ExposedComponent<{ a: 1 }>;\n}\ninterface Other { 'mfe_c/No': X }\n`,
  );
  try {
    expect(compositionModules(file)).toEqual(['mfe_a/One', 'mfe_b/Two']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("reads the portal's own contract", () => {
  expect(compositionModules()).toEqual(
    expect.arrayContaining(['mfe_auth/AuthModals', 'mfe_projects/UploadLinkPage']),
  );
});
