// API tests run in Node against a real SQLite file per test file (see src/test/test-app.ts).
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.[jt]s$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // Sources import siblings as './x.js' (NodeNext); Jest resolves them to the .ts files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // ESM-only packages (cookie, which @fastify/cookie import()s; openid-client and its jose and
  // oauth4webapi) are compiled to CommonJS for Jest.
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/|cookie/|@fastify/cookie/|openid-client/|oauth4webapi/|jose/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
