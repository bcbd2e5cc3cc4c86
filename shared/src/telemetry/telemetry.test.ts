import {
  isValidTelemetryId,
  PERFORMANCE_EVENT,
  Telemetry,
  USER_ACTION_EVENT,
  type TelemetryBackend,
} from './telemetry';
import { isUsableConnectionString } from './connection-string';

const fakeBackend = (): jest.Mocked<TelemetryBackend> => ({
  trackEvent: jest.fn(),
  trackDependency: jest.fn(),
  setAuthenticatedUser: jest.fn(),
  clearAuthenticatedUser: jest.fn(),
  flush: jest.fn(),
});

describe('the telemetry wrapper', () => {
  it('queues calls until a backend is attached, then replays them in order', () => {
    const telemetry = new Telemetry();
    const backend = fakeBackend();
    telemetry.trackEvent('Opened', { id: '7' }, { count: 2 });
    telemetry.trackDependency({
      id: 'd1',
      target: 'api',
      name: 'GET /x',
      data: '/x',
      duration: 12,
      success: false,
      responseCode: 500,
    });
    expect(backend.trackEvent).not.toHaveBeenCalled();
    telemetry.attach(backend);
    expect(backend.trackEvent).toHaveBeenCalledWith('Opened', { id: '7' }, { count: 2 });
    expect(backend.trackDependency).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'd1', success: false, responseCode: 500 }),
    );
    telemetry.trackEvent('Later');
    expect(backend.trackEvent).toHaveBeenLastCalledWith('Later', undefined, undefined);
  });

  it('drops every call, queued or not, once disabled', () => {
    const telemetry = new Telemetry();
    const backend = fakeBackend();
    telemetry.trackEvent('Before');
    telemetry.disable();
    telemetry.trackUserAction('Login', 'ok');
    telemetry.flush();
    telemetry.attach(backend);
    telemetry.trackEvent('After');
    expect(telemetry.isDisabled).toBe(true);
    expect(backend.trackEvent).not.toHaveBeenCalled();
    expect(backend.flush).not.toHaveBeenCalled();
  });

  it('records a user action with its details and an ISO timestamp', () => {
    const telemetry = new Telemetry();
    const backend = fakeBackend();
    telemetry.attach(backend);
    telemetry.trackUserAction('Download', { jobId: 4 });
    const [name, properties] = backend.trackEvent.mock.calls[0]!;
    expect(name).toBe(USER_ACTION_EVENT);
    expect(properties).toEqual({
      action: 'Download',
      details: '{"jobId":4}',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('records a performance event with success as a string and the duration', () => {
    const telemetry = new Telemetry();
    const backend = fakeBackend();
    telemetry.attach(backend);
    telemetry.trackPerformance('LoadViewer', true, 250);
    expect(backend.trackEvent).toHaveBeenCalledWith(
      PERFORMANCE_EVENT,
      expect.objectContaining({ operationName: 'LoadViewer', success: 'true' }),
      { duration: 250 },
    );
  });

  it('sets the user and account only when they follow the rule of point 5', () => {
    const telemetry = new Telemetry();
    const backend = fakeBackend();
    telemetry.attach(backend);
    telemetry.setAuthenticatedUser('user-1', 12);
    telemetry.setAuthenticatedUser('a b', 12);
    telemetry.setAuthenticatedUser('user-2', 'x;y');
    telemetry.setAuthenticatedUser('', 1);
    expect(backend.setAuthenticatedUser.mock.calls).toEqual([
      ['user-1', '12'],
      ['user-2', undefined],
    ]);
    telemetry.clearAuthenticatedUser();
    expect(backend.clearAuthenticatedUser).toHaveBeenCalled();
  });

  it('keeps a failing backend call from reaching the feature', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const telemetry = new Telemetry();
    const backend = fakeBackend();
    backend.trackEvent.mockImplementation(() => {
      throw new Error('boom');
    });
    telemetry.attach(backend);
    expect(() => telemetry.trackEvent('X')).not.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

it.each([',', ';', '=', ' ', '|'])('refuses an id holding %j', (mark) => {
  expect(isValidTelemetryId(`a${mark}b`)).toBe(false);
});

it('accepts a plain id', () => {
  expect(isValidTelemetryId('3f2c-11')).toBe(true);
});

describe('the connection string', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['IngestionEndpoint=https://x.example/', false],
    ['InstrumentationKey=#{AppInsightsKey}#', false],
    ['InstrumentationKey={{ key }}', false],
    ['InstrumentationKey=__AI_KEY__', false],
    ['InstrumentationKey=$(AiKey)', false],
    ['InstrumentationKey=00000000-0000-0000-0000-000000000000', true],
    [
      'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=https://x.in.applicationinsights.azure.com/',
      true,
    ],
  ])('%j is usable: %s', (value, usable) => {
    expect(isUsableConnectionString(value)).toBe(usable);
  });
});
