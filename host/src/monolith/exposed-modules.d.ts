import type { RemoteModuleId, RemoteModules } from '@portal/shared/core';

/**
 * Every module the remotes expose, by its federated id, as a plain dynamic `import()` of the
 * remote's source file. There is no source: `rspack.monolith.config.mjs` writes
 * `exposed-modules.js` beside this file as a virtual module, from each remote's
 * `rspack.config.mjs` `exposes` (which that remote's typecheck holds to the contract).
 */
export declare const exposedModules: {
  readonly [K in RemoteModuleId]?: () => Promise<RemoteModules[K]>;
};
