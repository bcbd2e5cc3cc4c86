import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import { shared } from 'portal-federation/provided-shared';
import { retryPlugin, type EarlyManifest } from './retry-plugin';
import { versionSkewPlugin } from './version-skew-plugin';

/** Each share key with one offer of the host. */
const offers = Object.entries(shared).flatMap(([key, offer]) =>
  (Array.isArray(offer) ? offer : [offer]).map((one) => [key, one] as const),
);

/** The version of each singleton the host offers, by share key. */
const hostVersions = Object.fromEntries(offers.map(([key, offer]) => [key, offer.version ?? '']));

/**
 * Loads the host's own copy of every module it offers (their chunks), without waiting for a
 * remote's entry to ask: every signed-in page shows remotes, and they take these.
 */
export function loadOffers(): Promise<unknown> {
  return Promise.all(offers.map(([, offer]) => ('get' in offer ? offer.get() : undefined)));
}

/**
 * The host's federation runtime, made when the first remote module is needed (this module is a
 * chunk of its own: the landing page paints without it). It offers the host's shared singletons
 * (tooling/rspack/runtime-host.mjs) and knows the remotes at `entries` (name → mf-manifest.json).
 * The remotes' entries leave the runtime's core out (`externalRuntime`) and take this one, which
 * Module Federation's own plugin provides them, so the browser holds one. A manifest the page
 * began fetching before this runtime arrived is taken from `earlyManifest`.
 */
export function createFederation(
  entries: Record<string, string>,
  earlyManifest?: EarlyManifest,
): ModuleFederation {
  return createInstance({
    name: 'host',
    remotes: Object.entries(entries).map(([name, entry]) => ({ name, entry })),
    shared,
    shareStrategy: 'loaded-first',
    plugins: [
      injectExternalRuntimeCore(),
      // A failed manifest, entry or chunk is tried three times in about three seconds.
      retryPlugin(undefined, earlyManifest),
      versionSkewPlugin(hostVersions),
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
