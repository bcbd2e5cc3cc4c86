// API tests run in Node against a real SQLite file per test file (see src/test/test-app.ts).
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(m?js|ts)$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: {
    // Sources import siblings as './x.js' (NodeNext); Jest resolves them to the .ts files.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The contract's sources, not its build (Node's own resolution picks dist/ at run time).
    '^@portal/contract$': path.join(__dirname, '..', 'contract', 'src', 'index.ts'),
  },
  // ESM-only packages (cookie, which @fastify/cookie import()s; openid-client and its jose and
  // oauth4webapi; pdf.js's .mjs build) are compiled to CommonJS for Jest. The rest (kysely 0.29,
  // jsdom 31's dependencies) load as ES modules through require(esm), which Jest supports under
  // --experimental-vm-modules: run the tests with `pnpm test [paths]`, whose script passes it.
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/|cookie/|@fastify/cookie/|openid-client/|oauth4webapi/|jose/|content-disposition/|@seriousme/|pdfjs-dist/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Each test file starts an API on a database of its own (migrated and seeded): on PostgreSQL
  // with both cores busy that takes more than Jest's 5 s, which tests and hooks both default to.
  testTimeout: 30_000,
};
