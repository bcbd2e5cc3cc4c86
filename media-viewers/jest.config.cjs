const preset = require('@portal/tooling/jest-preset');

module.exports = {
  ...preset,
  // The image lightbox ships ES modules only: compile it, as the bundles' own code is.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?yet-another-react-lightbox)'],
};
