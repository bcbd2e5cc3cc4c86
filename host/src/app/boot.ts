import { authStore, loadRuntimeConfig } from '@portal/shared/core';
import { runtimeConfigStore } from './runtime-config-store';
import { remotePageAt, SIGNED_IN_CHROME } from './remote-pages';
import { forgetSignedInHint, signedInHint } from './signed-in-hint';
import { loadRemoteModule } from '../remotes/load-remote-module';
import { initRemotes, preloadFederation } from '../remotes/remote-registry';
import { startTelemetry } from '../telemetry/start-telemetry';

/**
 * Starts loading the remote modules a signed-in page shows (its own, the bell, the live
 * notifications) at once, beside the user state, not after it and the first render: on a
 * composed page that is the registry, the federation runtime, each remote's manifest, entry and
 * first chunks, and the host's shared modules they take.
 */
function preloadSignedInPage(pathname: string) {
  preloadFederation();
  const page = remotePageAt(pathname);
  for (const id of page ? [page, ...SIGNED_IN_CHROME] : SIGNED_IN_CHROME) {
    void loadRemoteModule(id).catch(() => undefined);
  }
}

/**
 * Starts what the whole portal needs once: the user state (and, for a signed-in user, the
 * federation runtime and the page's remote modules), the config and the telemetry it configures.
 * A visitor's page fetches the remote registry only when a remote module is first needed.
 */
export function bootPortal() {
  if (signedInHint()) preloadSignedInPage(window.location.pathname);
  void authStore
    .getState()
    .load()
    .then(() => {
      if (authStore.getState().status === 'authenticated') preloadFederation();
      else forgetSignedInHint();
    });
  void loadRuntimeConfig().then((config) => {
    runtimeConfigStore.setState(config);
    void startTelemetry(config, initRemotes);
  });
}
