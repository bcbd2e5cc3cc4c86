// One lint configuration for the whole workspace (pnpm lint runs it with --max-warnings=0).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import fs from 'node:fs';
import globals from 'globals';
import { REMOTES } from './tooling/remotes.mjs';

/** The remotes' package folders (shared/remotes.json). */
const remotes = Object.values(REMOTES).map((remote) => remote.dir);

/**
 * A bundle's features are rooms: one reaches another only through that feature's `index.ts`
 * (its public face), never into its files; shared parts live outside `features/`.
 */
const featureZones = ['host', ...remotes].flatMap((bundle) => {
  const root = `./${bundle}/src/features`;
  const features = fs.existsSync(root)
    ? fs.readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())
    : [];
  return features.flatMap((feature) =>
    features
      .filter((other) => other.name !== feature.name)
      .map((other) => ({
        target: `${root}/${feature.name}`,
        from: `${root}/${other.name}`,
        except: ['./index.ts'],
        message: `Import another feature through its index.ts.`,
      })),
  );
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-monolith/**',
      '**/node_modules/**',
      '**/@mf-types/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      // A remote never imports another remote's source, nor the host's (ARCHITECTURE §1).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...remotes.map((remote) => ({
              target: `./${remote}`,
              from: ['./host', ...remotes.filter((other) => other !== remote).map((o) => `./${o}`)],
            })),
            { target: './host', from: remotes.map((r) => `./${r}`) },
            { target: './shared', from: ['./host', './api', ...remotes.map((r) => `./${r}`)] },
            // The browser's runtime never reaches the build, the servers or the test preset.
            { target: './shared/src', from: ['./tooling'] },
            // The viewers serve remotes; they know no remote, host or server.
            {
              target: './media-viewers',
              from: ['./host', './api', ...remotes.map((r) => `./${r}`)],
            },
            // The wire contract depends on valibot only (ARCHITECTURE §1).
            {
              target: './contract',
              from: [
                './shared',
                './media-viewers',
                './host',
                './api',
                './e2e',
                './tooling',
                ...remotes.map((r) => `./${r}`),
              ],
            },
            ...featureZones,
            // The API speaks the contract, never the browser's code.
            {
              target: './api',
              from: ['./shared', './host', './e2e', ...remotes.map((r) => `./${r}`)],
            },
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { node: true, typescript: true } },
  },
  {
    // In the browser the contract comes through @portal/shared, so the page holds one copy.
    files: ['host/**', 'media-viewers/**', ...remotes.map((remote) => `${remote}/**`)],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@portal/contract', message: 'Import it from @portal/shared.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'shared/testing/**', 'api/src/test/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
