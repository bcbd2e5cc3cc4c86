import { Telemetry, telemetry, type TelemetryBackend } from '@portal/shared/core';
import { loadRemoteModule } from './load-remote-module';
import { federation, initRemotes } from './remote-registry';

// The federation runtime is the boundary replaced here; the wrapper and its events are real.
const loadRemote = jest.fn();
jest.mock('./remote-registry', () => ({
  initRemotes: jest.fn(),
  federation: jest.fn(),
  fetchManifestEarly: jest.fn(),
}));

const events: Parameters<TelemetryBackend['trackEvent']>[] = [];

beforeAll(() => {
  expect(telemetry).toBeInstanceOf(Telemetry);
  telemetry.attach({
    trackEvent: (...args) => events.push(args),
    trackDependency: jest.fn(),
    setAuthenticatedUser: jest.fn(),
    clearAuthenticatedUser: jest.fn(),
    flush: jest.fn(),
  });
});

beforeEach(() => {
  events.length = 0;
  jest
    .mocked(initRemotes)
    .mockResolvedValue({ mfe_auth: 'http://remote/mf-manifest.json' } as never);
  jest.mocked(federation).mockResolvedValue({ loadRemote } as never);
});

it('records a successful load as a performance event with its duration', async () => {
  const AuthModals = () => null;
  loadRemote.mockResolvedValue({ default: AuthModals });

  const loaded = await loadRemoteModule('mfe_auth/AuthModals');

  expect(loaded.default).toBe(AuthModals);
  expect(events).toEqual([
    [
      'Performance',
      expect.objectContaining({ operationName: 'LoadRemote mfe_auth/AuthModals', success: 'true' }),
      { duration: expect.any(Number) },
    ],
  ]);
});

it('records a failed load as unsuccessful and still rejects', async () => {
  loadRemote.mockRejectedValue(new Error('Failed to fetch'));

  await expect(loadRemoteModule('mfe_auth/AuthModals')).rejects.toThrow('Failed to fetch');
  expect(events).toEqual([
    ['Performance', expect.objectContaining({ success: 'false' }), expect.anything()],
  ]);
});

it('refuses a remote with no registered location, and says which module', async () => {
  await expect(loadRemoteModule('mfe_admin/AdminRoutes')).rejects.toThrow(
    'No location is registered for mfe_admin/AdminRoutes',
  );
});
