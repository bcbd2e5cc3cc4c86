import type { ModuleFederation } from '@module-federation/runtime';
import * as v from 'valibot';
import { REMOTES, type RemoteName } from '@portal/shared/core';

const RegistrySchema = v.record(v.string(), v.pipe(v.string(), v.url()));

/** Where the registry of remote locations is served; a deployment rewrites this file only. */
export const REMOTES_REGISTRY_URL = '/config/remotes.json';

let registry: Promise<Record<string, string>> | null = null;
let registryTag: string | null = null;
let runtime: Promise<ModuleFederation> | null = null;
let runtimeMade = false;
/** Manifests fetched before the runtime was made, by URL, until the runtime takes them. */
const earlyManifests = new Map<string, Promise<Response>>();

function takeEarlyManifest(url: string) {
  const started = earlyManifests.get(url);
  earlyManifests.delete(url);
  return started;
}

async function fetchRegistry(): Promise<Record<string, string>> {
  try {
    const response = await fetch(REMOTES_REGISTRY_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    registryTag = response.headers.get('ETag');
    return v.parse(RegistrySchema, await response.json());
  } catch (error) {
    console.error('Could not load the remote registry; remote features are unavailable.', error);
    return {};
  }
}

/**
 * The ETag of the registry this page loaded (null before it arrived, or when served without
 * one): a deploy changes the registry, so another ETag means this tab runs an older portal.
 */
export const registryEtag = () => registryTag;

/** Loads /config/remotes.json once: the location of each known remote's mf-manifest.json. */
export function initRemotes(): Promise<Record<string, string>> {
  registry ??= fetchRegistry();
  return registry;
}

/**
 * The federation runtime with every known remote registered, loaded and made on first call
 * (`federation.ts`), so that pages without remotes never fetch it.
 */
export function federation(): Promise<ModuleFederation> {
  runtime ??= Promise.all([
    initRemotes(),
    import(/* webpackChunkName: "federation" */ './federation'),
  ])
    .then(([entries, { createFederation }]) => {
      runtimeMade = true;
      const known = Object.entries(entries).filter(([name]) => name in REMOTES);
      return createFederation(Object.fromEntries(known), takeEarlyManifest);
    })
    .catch((error: unknown) => {
      // A lost chunk is not final: the next remote load (Retry) fetches it again.
      runtime = null;
      throw error;
    });
  return runtime;
}

/**
 * Starts loading the federation runtime and the host's shared modules ahead of need: a signed-in
 * page always shows remotes (the header's bell), so they are fetched beside the page's own
 * chunks, not after a remote's entry has run and asked for them.
 */
export function preloadFederation() {
  void Promise.all([federation(), import(/* webpackChunkName: "federation" */ './federation')])
    .then(([, { loadOffers }]) => loadOffers())
    .catch(() => undefined);
}

/**
 * Starts fetching a remote's manifest as soon as the registry says where it is, while the
 * runtime's chunk is still on its way: the runtime takes that fetch when it asks (its first try),
 * which saves it a round trip. Once the runtime is made it fetches manifests itself.
 */
export async function fetchManifestEarly(name: RemoteName) {
  const url = (await initRemotes())[name];
  if (!url || runtimeMade || earlyManifests.has(url)) return;
  const started = fetch(url);
  // A failed early fetch is the runtime's first try failing (it tries again), not an error of
  // its own before the runtime has taken it.
  started.catch(() => undefined);
  earlyManifests.set(url, started);
}

/** Registers one remote again so the next load fetches its entry afresh (used by Retry). */
export async function resetRemote(name: RemoteName) {
  const entry = (await initRemotes())[name];
  if (entry) (await federation()).registerRemotes([{ name, entry }], { force: true });
}
