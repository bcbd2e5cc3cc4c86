// Jest settings every front-end package shares: SWC transform, jsdom and Testing Library matchers
// (the browser test kit's setup, shared/testing/setup.cjs, prepares each test's page).
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');

module.exports = {
  testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
  transform: {
    '^.+\\.[jt]sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // The package's self-reference (src/index.ts re-exports its core by name).
    '^@portal/shared/core$': path.join(ROOT, 'shared', 'src', 'core.ts'),
    // The contract's sources, whatever export condition the environment picks.
    '^@portal/contract$': path.join(ROOT, 'contract', 'src', 'index.ts'),
    '\\.css$': path.join(__dirname, 'style-mock.cjs'),
    '\\.(png|jpe?g|svg|webp|gif)$': path.join(__dirname, 'file-mock.cjs'),
  },
  setupFilesAfterEnv: [path.join(ROOT, 'shared', 'testing', 'setup.cjs')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
