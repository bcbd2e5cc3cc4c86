import { telemetry, type RemoteModuleId, type RemoteName } from '@portal/shared/core';

/** The remote's name of a module id (`mfe_auth/AuthModals` → `mfe_auth`). */
export const remoteNameOf = (id: RemoteModuleId) => id.split('/')[0] as RemoteName;

/** The performance event's operation name of loading a module (`LoadRemote mfe_auth/AuthModals`). */
export const loadOperationOf = (id: RemoteModuleId) => `LoadRemote ${id}`;

/**
 * Runs one load of an exposed module as a performance event (spec point 7): how long it took to
 * arrive, or to fail. The federated loader and the monolith's (`src/monolith/`) both go through
 * here, so the two builds report the same event.
 */
export async function timedLoad<T>(id: RemoteModuleId, load: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const timed = (success: boolean) =>
    telemetry.trackPerformance(
      loadOperationOf(id),
      success,
      Math.round(performance.now() - started),
    );
  try {
    const loaded = await load();
    timed(true);
    return loaded;
  } catch (error) {
    timed(false);
    throw error;
  }
}
