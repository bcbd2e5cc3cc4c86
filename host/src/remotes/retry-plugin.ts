import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * The waits before the second and third tries of a remote's manifest, entry or chunk: three
 * tries within about three seconds on a flaky network, then the remote's fallback (with Retry).
 */
export const RETRY_DELAYS_MS = [500, 1500];

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After a failed first try: tries `attempt` again after each delay; throws the last error. */
async function triesAfter<T>(attempt: () => Promise<T>, delays: readonly number[]): Promise<T> {
  let last: unknown;
  for (const delay of delays) {
    await wait(delay);
    try {
      return await attempt();
    } catch (error) {
      last = error;
    }
  }
  throw last;
}

/** A fetch that throws for a server's error too, so a CDN's 502 is tried again like a lost line. */
async function fetchOrThrow(url: string, init?: RequestInit, started?: Promise<Response>) {
  const response = await (started ?? fetch(url, init));
  if (response.status >= 500) throw new Error(`HTTP ${response.status} for ${url}`);
  return response;
}

/** A manifest's fetch the page started before the runtime asked for it (taken once), if any. */
export type EarlyManifest = (url: string) => Promise<Response> | undefined;

/** A chunk of a remote that did not arrive (the bundler's error; its manifest and entry are fine). */
const isChunkError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message));

/**
 * Tries a remote's files again before its fallback shows: its `mf-manifest.json` (the runtime's
 * `fetch`), its `remoteEntry.js` (`loadEntryError`), and a module whose chunk failed
 * (`errorLoadRemote`: the bundler forgets a failed chunk, so loading the module again fetches it
 * again). Each gets three tries in all, `delays` apart. A manifest's first try may be a fetch the
 * page started early (`earlyManifest`).
 */
export function retryPlugin(
  delays: readonly number[] = RETRY_DELAYS_MS,
  earlyManifest: EarlyManifest = () => undefined,
): ModuleFederationRuntimePlugin {
  // Modules this plugin is loading again: a failure of theirs goes back to it, not here.
  const retrying = new Set<string>();
  return {
    name: 'portal-retry',
    fetch: (url, init) =>
      fetchOrThrow(url, init, earlyManifest(url)).catch(() =>
        triesAfter(() => fetchOrThrow(url, init), delays),
      ),
    loadEntryError: (args) => {
      const recovered = triesAfter(async () => {
        delete args.globalLoading[args.uniqueKey];
        const entry = await args.getRemoteEntry({
          origin: args.origin,
          remoteInfo: args.remoteInfo,
          remoteEntryExports: args.remoteEntryExports,
        });
        if (!entry) throw new Error(`${args.remoteInfo.entry} did not load.`);
        return entry;
      }, delays).catch(() => undefined);
      // The hook's type nests a promise that the runtime awaits once: this one resolves to it.
      return recovered as unknown as ReturnType<LoadEntryError>;
    },
    errorLoadRemote: async ({ id, error, lifecycle, origin }) => {
      if (lifecycle !== 'onLoad' || !isChunkError(error) || retrying.has(id)) return undefined;
      retrying.add(id);
      try {
        return await triesAfter(() => origin.loadRemote(id), delays);
      } catch {
        return undefined;
      } finally {
        retrying.delete(id);
      }
    },
  };
}
