// The monolith's stand-in for src/remotes/remote-registry.ts (the monolith build aliases that
// file to this one): there are no remotes to find, so nothing is fetched or registered.
import type { RemoteName } from '@portal/shared/core';

/** Where the composed portal's registry is served; the monolith never asks for it. */
export const REMOTES_REGISTRY_URL = '/config/remotes.json';

const noRemotes: Promise<Record<string, string>> = Promise.resolve({});

/** No remote locations: every exposed module is built into the page (telemetry excludes none). */
export function initRemotes(): Promise<Record<string, string>> {
  return noRemotes;
}

/** No registry, so no deploy to notice by it: the monolith is one build, deployed whole. */
export const registryEtag = (): string | null => null;

/** No federation runtime to load: every exposed module is a chunk of this application. */
export function preloadFederation() {}

/** Nothing to register again: Retry simply imports the chunk again. */
export async function resetRemote(_name: RemoteName) {}
