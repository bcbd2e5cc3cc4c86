import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteModules, RemoteName } from '@portal/shared/core';
import { initRemotes } from './remote-registry';

/** The remote's name of a module id (`mfe_auth/AuthModals` → `mfe_auth`). */
export const remoteNameOf = (id: RemoteModuleId) => id.split('/')[0] as RemoteName;

/** Loads one exposed module, typed by the composition contract; rejects when it cannot load. */
export async function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  const entries = await initRemotes();
  if (!entries[remoteNameOf(id)]) throw new Error(`No location is registered for ${id}`);
  const loaded = await loadRemote<RemoteModules[K]>(id);
  if (!loaded?.default) {
    throw new Error(`Remote module ${id} has no component as its default export`);
  }
  return loaded;
}
