import { authStore, loadRuntimeConfig } from '@portal/shared/core';
import { runtimeConfigStore } from './runtime-config-store';
import { initRemotes, preloadFederation } from '../remotes/remote-registry';
import { startTelemetry } from '../telemetry/start-telemetry';

/**
 * Starts what the whole portal needs once: the remote registry, the user state (and, for a
 * signed-in user, the federation runtime), the config and the telemetry it configures.
 */
export function bootPortal() {
  const remotes = initRemotes();
  void authStore
    .getState()
    .load()
    .then(() => {
      if (authStore.getState().status === 'authenticated') preloadFederation();
    });
  void loadRuntimeConfig().then((config) => {
    runtimeConfigStore.setState(config);
    void startTelemetry(config, remotes);
  });
}
