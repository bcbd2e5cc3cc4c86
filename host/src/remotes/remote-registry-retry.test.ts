import { json, stubFetch } from '@portal/shared/testing';
import { createFederation } from './federation';
import { federation, REMOTES_REGISTRY_URL } from './remote-registry';

// A file of its own: the registry keeps the runtime for the page's life, and each test file
// starts with fresh modules.
jest.mock('./federation', () => ({ createFederation: jest.fn() }));

it('tries again after the runtime could not be made (Retry after a lost chunk)', async () => {
  stubFetch({ [`GET ${REMOTES_REGISTRY_URL}`]: () => json(200, {}) });
  const runtime = { name: 'host' };
  jest
    .mocked(createFederation)
    .mockImplementationOnce(() => {
      throw new Error('Loading chunk federation failed');
    })
    .mockReturnValue(runtime as never);

  await expect(federation()).rejects.toThrow('Loading chunk federation failed');
  await expect(federation()).resolves.toBe(runtime);
  expect(createFederation).toHaveBeenCalledTimes(2);
});
