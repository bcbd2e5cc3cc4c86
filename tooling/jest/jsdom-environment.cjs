// jsdom without the Fetch API: tests construct Request/Response objects at the fetch boundary,
// so Node's own implementations (and TextEncoder, which React Router needs) are made visible.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
];

class PortalJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = PortalJsdomEnvironment;
