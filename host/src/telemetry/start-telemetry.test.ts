import { authStore, telemetry, TELEMETRY_OFF_WARNING, type UserState } from '@portal/shared/core';
import type { TelemetryBackend } from '@portal/shared/core';
import { createAppInsightsBackend } from './app-insights-backend';
import { remoteHostsOf, resetTelemetryStartForTests, startTelemetry } from './start-telemetry';
import { appInsightsConfig } from './telemetry-config';

jest.mock('./app-insights-backend', () => ({ createAppInsightsBackend: jest.fn() }));

const createBackend = jest.mocked(createAppInsightsBackend);
const now = (callback: () => void) => callback();
const registry = async () => ({
  mfe_auth: 'http://localhost:8081/mf-manifest.json',
  mfe_admin: 'https://admin.portal.example/mf-manifest.json',
});
const config = (applicationInsightsConnectionString: string) => ({
  ionKey: '',
  appVersion: '',
  applicationInsightsConnectionString,
});

const fakeBackend = (): jest.Mocked<TelemetryBackend> => ({
  trackEvent: jest.fn(),
  trackDependency: jest.fn(),
  setAuthenticatedUser: jest.fn(),
  clearAuthenticatedUser: jest.fn(),
  flush: jest.fn(),
});

const signedIn = (id: string, clientId: number | null) =>
  ({
    isAuthenticated: true,
    user: {
      id,
      userName: 'casey',
      email: 'casey@example.com',
      isAdmin: false,
      isShowcaseUser: false,
    },
    currentClient: clientId === null ? null : { id: clientId, name: 'Harbour' },
  }) as unknown as UserState;

beforeEach(() => {
  resetTelemetryStartForTests();
  createBackend.mockReset();
});

it('with a connection string, loads the SDK, replays queued calls and follows the user', async () => {
  const backend = fakeBackend();
  createBackend.mockReturnValue(backend);
  telemetry.trackUserAction('Early', 'before the SDK');
  authStore.setState({ status: 'authenticated', userState: signedIn('u-1', 7), initialized: true });

  await startTelemetry(
    config(' InstrumentationKey=abc;IngestionEndpoint=https://x.example/ '),
    registry,
    now,
  );

  expect(createBackend).toHaveBeenCalledWith(
    'InstrumentationKey=abc;IngestionEndpoint=https://x.example/',
    ['localhost:8081', 'admin.portal.example'],
  );
  expect(backend.trackEvent).toHaveBeenCalledWith(
    'UserAction',
    expect.objectContaining({ action: 'Early' }),
    undefined,
  );
  expect(backend.setAuthenticatedUser).toHaveBeenCalledWith('u-1', '7');
  authStore.getState().clear();
  expect(backend.clearAuthenticatedUser).toHaveBeenCalledTimes(1);
  // A user id breaking the rule of point 5 is never set.
  authStore.setState({ status: 'authenticated', userState: signedIn('a;b', 7), initialized: true });
  expect(backend.setAuthenticatedUser).toHaveBeenCalledTimes(1);
});

it.each(['', 'InstrumentationKey=#{AiKey}#'])(
  'with %j, warns once, never loads the SDK and makes every call a no-op',
  async (value) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startTelemetry(config(value), registry, now);
    await startTelemetry(config(value), registry, now);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(TELEMETRY_OFF_WARNING);
    expect(createBackend).not.toHaveBeenCalled();
    expect(telemetry.isDisabled).toBe(true);
    warn.mockRestore();
  },
);

it('configures the SDK as spec point 9 asks', () => {
  const sdkConfig = appInsightsConfig('InstrumentationKey=abc', ['localhost:8081']);
  expect(sdkConfig).toMatchObject({
    connectionString: 'InstrumentationKey=abc',
    maxBatchInterval: 15000,
    sessionRenewalMs: 1800000,
    sessionExpirationMs: 86400000,
    samplingPercentage: 100,
    enableAutoRouteTracking: true,
    enableCorsCorrelation: true,
    correlationHeaderExcludedDomains: ['localhost:8081'],
    enableRequestHeaderTracking: true,
    enableResponseHeaderTracking: true,
    enableAjaxErrorStatusText: true,
    enableAjaxPerfTracking: true,
    enableUnhandledPromiseRejectionTracking: true,
  });
  // Nothing stops the SDK's GET of its remote config file (spec point 7).
  expect(sdkConfig).not.toHaveProperty('extensionConfig');
});

it('lists the remotes hosts of the registry, skipping wrong URLs', () => {
  expect(
    remoteHostsOf({
      a: 'http://LOCALHOST:8081/mf-manifest.json',
      b: 'nope',
      c: 'http://localhost:8081/x',
    }),
  ).toEqual(['localhost:8081']);
});
