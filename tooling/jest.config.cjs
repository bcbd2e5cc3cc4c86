// The tooling's own tests run in Node (build scripts, servers): the preset's transform, no page.
// They import the tooling's ES modules (.mjs) through require(esm): `pnpm test` runs Jest with
// --experimental-vm-modules, which Jest needs for it.
module.exports = {
  ...require('./jest/preset.cjs'),
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
