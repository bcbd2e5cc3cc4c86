import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { retryPlugin } from './retry-plugin';

// The plugin's hooks as the federation runtime calls them, with no waits between tries.
const plugin = retryPlugin([0, 0]) as Required<ModuleFederationRuntimePlugin>;
const MANIFEST = 'http://localhost:8081/mf-manifest.json';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 612 failed.'), { name: 'ChunkLoadError' });

afterEach(() => jest.restoreAllMocks());

it('fetches a manifest again after a lost connection, three tries in all', async () => {
  const manifest = new Response('{}', { status: 200 });
  const fetch = jest
    .spyOn(globalThis, 'fetch')
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(new Response('', { status: 502 }))
    .mockResolvedValueOnce(manifest);
  await expect(plugin.fetch(MANIFEST, {})).resolves.toBe(manifest);
  expect(fetch).toHaveBeenCalledTimes(3);
});

it('gives up on a manifest after the third try (then the fallback shows)', async () => {
  const fetch = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(plugin.fetch(MANIFEST, {})).rejects.toThrow('Failed to fetch');
  expect(fetch).toHaveBeenCalledTimes(3);
});

it('leaves a manifest the server refused (a 404) to the runtime', async () => {
  const missing = new Response('', { status: 404 });
  const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(missing);
  await expect(plugin.fetch(MANIFEST, {})).resolves.toBe(missing);
  expect(fetch).toHaveBeenCalledTimes(1);
});

it("loads a remote's entry again after it failed, forgetting the failed load", async () => {
  const exports = { get: jest.fn(), init: jest.fn() };
  const getRemoteEntry = jest
    .fn()
    .mockRejectedValueOnce(new Error('RUNTIME-008'))
    .mockResolvedValueOnce(exports);
  const globalLoading: Record<string, unknown> = { mfe_auth: Promise.resolve() };
  const recovered = await plugin.loadEntryError({
    getRemoteEntry,
    origin: {},
    remoteInfo: { entry: 'http://localhost:8081/remoteEntry.js' },
    globalLoading,
    uniqueKey: 'mfe_auth',
  } as never);
  expect(recovered).toBe(exports);
  expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  expect(globalLoading).toEqual({});
});

it('loads a module again when one of its chunks did not arrive', async () => {
  const module = { default: () => null };
  const loadRemote = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(module);
  const failOver = await plugin.errorLoadRemote({
    id: 'mfe_auth/AuthModals',
    error: chunkError(),
    lifecycle: 'onLoad',
    origin: { loadRemote },
  } as never);
  expect(failOver).toBe(module);
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

it('leaves other failures of a module to its fallback at once', async () => {
  const loadRemote = jest.fn();
  const failOver = await plugin.errorLoadRemote({
    id: 'mfe_auth/AuthModals',
    error: new Error('Remote module mfe_auth/AuthModals has no component'),
    lifecycle: 'onLoad',
    origin: { loadRemote },
  } as never);
  expect(failOver).toBeUndefined();
  expect(loadRemote).not.toHaveBeenCalled();
});

it('takes a manifest the page began fetching early as its first try, and tries again after it', async () => {
  const manifest = new Response('{}', { status: 200 });
  const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(manifest);
  const early = retryPlugin([0, 0], (url) =>
    url === MANIFEST ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
  ) as Required<ModuleFederationRuntimePlugin>;
  await expect(early.fetch(MANIFEST, {})).resolves.toBe(manifest);
  expect(fetch).toHaveBeenCalledTimes(1);
});
