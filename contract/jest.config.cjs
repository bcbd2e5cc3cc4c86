// The contract's own tests: schemas and rules, in Node.
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
