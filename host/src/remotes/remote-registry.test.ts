import { json, stubFetch } from '@portal/shared/testing';
import { createFederation } from './federation';
import { federation, REMOTES_REGISTRY_URL } from './remote-registry';

// The federation runtime is the boundary replaced here; the registry and its caching are real.
jest.mock('./federation', () => ({ createFederation: jest.fn() }));

beforeEach(() => {
  stubFetch({
    [`GET ${REMOTES_REGISTRY_URL}`]: () =>
      json(200, {
        mfe_auth: 'http://localhost:8081/mf-manifest.json',
        not_a_remote: 'http://localhost:9999/mf-manifest.json',
      }),
  });
});

it('makes the runtime once, with the registry’s known remotes only', async () => {
  const runtime = { name: 'host' };
  jest.mocked(createFederation).mockReturnValue(runtime as never);

  await expect(federation()).resolves.toBe(runtime);
  await expect(federation()).resolves.toBe(runtime);

  expect(createFederation).toHaveBeenCalledTimes(1);
  expect(createFederation).toHaveBeenCalledWith(
    { mfe_auth: 'http://localhost:8081/mf-manifest.json' },
    expect.any(Function),
  );
});
