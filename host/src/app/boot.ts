import { authStore, loadRuntimeConfig } from '@portal/shared/core';
import { runtimeConfigStore } from './runtime-config-store';
import { initRemotes } from '../remotes/remote-registry';

/** Starts what the whole portal needs once: the remote registry, the user state and the config. */
export function bootPortal() {
  void initRemotes();
  void authStore.getState().load();
  void loadRuntimeConfig().then((config) => runtimeConfigStore.setState(config));
}
