// Jest settings every front-end package shares: SWC transform, jsdom and Testing Library matchers.
const path = require('node:path');

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
    '^@portal/shared/core$': path.join(__dirname, '..', 'src', 'core.ts'),
    // The contract's sources, whatever export condition the environment picks.
    '^@portal/contract$': path.join(__dirname, '..', '..', 'contract', 'src', 'index.ts'),
    '\\.css$': path.join(__dirname, 'style-mock.cjs'),
    '\\.(png|jpe?g|svg|webp|gif)$': path.join(__dirname, 'file-mock.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
