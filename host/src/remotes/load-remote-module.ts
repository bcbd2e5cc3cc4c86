import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  telemetry,
  type RemoteModuleId,
  type RemoteModules,
  type RemoteName,
} from '@portal/shared/core';
import { initRemotes } from './remote-registry';

/** The remote's name of a module id (`mfe_auth/AuthModals` → `mfe_auth`). */
export const remoteNameOf = (id: RemoteModuleId) => id.split('/')[0] as RemoteName;

/** The performance event's operation name of loading a module (`LoadRemote mfe_auth/AuthModals`). */
export const loadOperationOf = (id: RemoteModuleId) => `LoadRemote ${id}`;

async function load<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  const entries = await initRemotes();
  if (!entries[remoteNameOf(id)]) throw new Error(`No location is registered for ${id}`);
  const loaded = await loadRemote<RemoteModules[K]>(id);
  if (!loaded?.default) {
    throw new Error(`Remote module ${id} has no component as its default export`);
  }
  return loaded;
}

/**
 * Loads one exposed module, typed by the composition contract; rejects when it cannot load.
 * Each load is a performance event (spec point 7): how long a remote took to arrive, or to fail.
 */
export async function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  const started = performance.now();
  const timed = (success: boolean) =>
    telemetry.trackPerformance(
      loadOperationOf(id),
      success,
      Math.round(performance.now() - started),
    );
  try {
    const loaded = await load(id);
    timed(true);
    return loaded;
  } catch (error) {
    timed(false);
    throw error;
  }
}
