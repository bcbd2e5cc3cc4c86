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
  // @fastify/cookie import()s the ESM-only `cookie` package; compile both to CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|cookie/|@fastify/cookie/)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
