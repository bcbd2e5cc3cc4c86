// The tooling's own tests run in Node (build scripts, servers): the preset's transform, no page.
module.exports = {
  ...require('./jest/preset.cjs'),
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
