import type { RemoteModuleId, RemoteModules } from '@portal/shared/core';
import { remoteNameOf, timedLoad } from './load-timing';
import { federation, fetchManifestEarly, initRemotes } from './remote-registry';

export { loadOperationOf, remoteNameOf } from './load-timing';

async function load<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  // The registry and the runtime's chunk come together (federation() asks for both), and the
  // remote's manifest as soon as the registry has come.
  void fetchManifestEarly(remoteNameOf(id));
  const [entries, runtime] = await Promise.all([initRemotes(), federation()]);
  if (!entries[remoteNameOf(id)]) throw new Error(`No location is registered for ${id}`);
  const loaded = await runtime.loadRemote<RemoteModules[K]>(id);
  if (!loaded?.default) {
    throw new Error(`Remote module ${id} has no component as its default export`);
  }
  return loaded;
}

/**
 * Loads one exposed module, typed by the composition contract; rejects when it cannot load.
 * Each load is a performance event (spec point 7): how long a remote took to arrive, or to fail.
 * The monolith build (`rspack.monolith.config.mjs`) replaces this file with
 * `src/monolith/load-remote-module.ts`, which has the same exports.
 */
export function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  return timedLoad(id, () => load(id));
}
