import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import { shared } from 'portal-federation/provided-shared';

/** Where remote entries built without the runtime's core (`externalRuntime`) take it from. */
type RuntimeCoreGlobal = { _FEDERATION_RUNTIME_CORE?: unknown };

/**
 * The host's federation runtime, made when the first remote module is needed (this module is a
 * chunk of its own: the landing page paints without it). It offers the host's shared singletons
 * (tooling/rspack/runtime-host.mjs) and knows the remotes at `entries` (name → mf-manifest.json).
 * The remotes' entries leave the runtime's core out and use this one, so the browser holds one.
 */
export function createFederation(entries: Record<string, string>): ModuleFederation {
  (globalThis as RuntimeCoreGlobal)._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  return createInstance({
    name: 'host',
    remotes: Object.entries(entries).map(([name, entry]) => ({ name, entry })),
    shared,
    shareStrategy: 'loaded-first',
    plugins: [
      {
        name: 'portal-remote-errors',
        // Log the failure once here; the slot's error boundary shows the fallback with Retry.
        errorLoadRemote: ({ id, error }) => {
          console.error(`Remote module ${id} could not be loaded`, error);
          throw error;
        },
      },
    ],
  });
}
