import { authStore, loadRuntimeConfig } from '@portal/shared/core';
import { runtimeConfigStore } from './runtime-config-store';
import { initRemotes } from '../remotes/remote-registry';
import { startTelemetry } from '../telemetry/start-telemetry';

/**
 * Starts what the whole portal needs once: the remote registry, the user state, the config and
 * the telemetry it configures.
 */
export function bootPortal() {
  const remotes = initRemotes();
  void authStore.getState().load();
  void loadRuntimeConfig().then((config) => {
    runtimeConfigStore.setState(config);
    void startTelemetry(config, remotes);
  });
}
