import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import * as v from 'valibot';
import { REMOTES, type RemoteName } from '@portal/shared/core';

const RegistrySchema = v.record(v.string(), v.pipe(v.string(), v.url()));

/** Where the registry of remote locations is served; a deployment rewrites this file only. */
export const REMOTES_REGISTRY_URL = '/config/remotes.json';

let registry: Promise<Record<string, string>> | null = null;

async function fetchRegistry(): Promise<Record<string, string>> {
  try {
    const response = await fetch(REMOTES_REGISTRY_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return v.parse(RegistrySchema, await response.json());
  } catch (error) {
    console.error('Could not load the remote registry; remote features are unavailable.', error);
    return {};
  }
}

/** Loads /config/remotes.json once and registers every known remote with the federation runtime. */
export function initRemotes(): Promise<Record<string, string>> {
  registry ??= fetchRegistry().then((entries) => {
    registerPlugins([
      {
        name: 'portal-remote-errors',
        // Log the failure once here; the slot's error boundary shows the fallback with Retry.
        errorLoadRemote: ({ id, error }) => {
          console.error(`Remote module ${id} could not be loaded`, error);
          throw error;
        },
      },
    ]);
    const known = Object.entries(entries).filter(([name]) => name in REMOTES);
    registerRemotes(known.map(([name, entry]) => ({ name, entry })));
    return entries;
  });
  return registry;
}

/** Registers one remote again so the next load fetches its entry afresh (used by Retry). */
export async function resetRemote(name: RemoteName) {
  const entries = await initRemotes();
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
