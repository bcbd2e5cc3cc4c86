import { json, stubFetch } from '@portal/shared/testing';
import { createFederation } from './federation';
import { federation, fetchManifestEarly, REMOTES_REGISTRY_URL } from './remote-registry';

// A file of its own: an early fetch happens only before the page's one runtime is made.
jest.mock('./federation', () => ({ createFederation: jest.fn() }));

const MANIFEST = 'http://localhost:8081/mf-manifest.json';

it('fetches a manifest before the runtime is made and hands that fetch to it, once', async () => {
  const manifest = jest.fn(() => json(200, { id: 'mfe_auth' }));
  stubFetch({
    [`GET ${REMOTES_REGISTRY_URL}`]: () => json(200, { mfe_auth: MANIFEST }),
    [`GET ${MANIFEST}`]: manifest,
  });
  jest.mocked(createFederation).mockReturnValue({ name: 'host' } as never);

  await fetchManifestEarly('mfe_auth');
  await fetchManifestEarly('mfe_auth');
  expect(manifest).toHaveBeenCalledTimes(1);

  await federation();
  const earlyManifest = jest.mocked(createFederation).mock.calls[0]![1]!;
  await expect((await earlyManifest(MANIFEST))!.json()).resolves.toEqual({ id: 'mfe_auth' });
  expect(earlyManifest(MANIFEST)).toBeUndefined();

  // Once the runtime is made, it fetches manifests itself.
  await fetchManifestEarly('mfe_auth');
  expect(manifest).toHaveBeenCalledTimes(1);
  expect(earlyManifest(MANIFEST)).toBeUndefined();
});
