// The monolith's stand-in for src/remotes/load-remote-module.ts (the monolith build aliases that
// file to this one): the same exports, but each module is a chunk of this one application.
import type { RemoteModuleId, RemoteModules } from '@portal/shared/core';
import { timedLoad } from '../remotes/load-timing';
import { exposedModules } from './exposed-modules';

export { loadOperationOf, remoteNameOf } from '../remotes/load-timing';

async function load<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  const importModule = exposedModules[id];
  if (!importModule) throw new Error(`${id} is not built into the monolith: no remote exposes it`);
  const loaded = await importModule();
  if (!loaded?.default) {
    throw new Error(`Remote module ${id} has no component as its default export`);
  }
  return loaded;
}

/**
 * Loads one exposed module, typed by the composition contract, from the monolith's own chunks;
 * each load is the same performance event as the federated one (`LoadRemote <id>`).
 */
export function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  return timedLoad(id, () => load(id));
}
