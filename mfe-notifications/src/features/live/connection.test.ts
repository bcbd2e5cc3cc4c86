import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { HUB_ACTING_CHANGED_ERROR, HUB_SESSION_ENDED_ERROR } from '@portal/shared';
import { createHubConnection, hubLogger } from './connection';

it('connects to the hub with cookies, the spec retry delays, timeout and keep-alive', () => {
  const builder = new HubConnectionBuilder();
  const withUrl = jest.spyOn(builder, 'withUrl');
  const withAutomaticReconnect = jest.spyOn(builder, 'withAutomaticReconnect');
  const connection = createHubConnection(builder) as unknown as {
    serverTimeoutInMilliseconds: number;
    keepAliveIntervalInMilliseconds: number;
  };
  expect(withUrl).toHaveBeenCalledWith(
    `${window.location.origin}/hubs/user-notifications`,
    expect.objectContaining({ withCredentials: true }),
  );
  expect(withAutomaticReconnect).toHaveBeenCalledWith([0, 2000, 10000, 30000]);
  expect(connection.serverTimeoutInMilliseconds).toBe(30000);
  expect(connection.keepAliveIntervalInMilliseconds).toBe(15000);
});

describe('the client’s log', () => {
  afterEach(() => jest.restoreAllMocks());
  const spies = () => ({
    error: jest.spyOn(console, 'error').mockImplementation(() => undefined),
    warn: jest.spyOn(console, 'warn').mockImplementation(() => undefined),
    info: jest.spyOn(console, 'info').mockImplementation(() => undefined),
  });

  it('says a close the hub meant (sign-out, another user) at info, not as an error (walk D21)', () => {
    const console = spies();
    for (const text of [HUB_SESSION_ENDED_ERROR, HUB_ACTING_CHANGED_ERROR]) {
      hubLogger.log(
        LogLevel.Error,
        `Connection disconnected with error 'Error: Server returned an error on close: ${text}'.`,
      );
    }
    expect(console.error).not.toHaveBeenCalled();
    expect(console.info).toHaveBeenCalledTimes(2);
  });

  it('keeps real errors and warnings, and drops what is below a warning', () => {
    const console = spies();
    hubLogger.log(LogLevel.Error, "Connection disconnected with error 'Error: WebSocket closed'.");
    hubLogger.log(LogLevel.Warning, 'Timeout from HTTP request.');
    hubLogger.log(LogLevel.Information, 'WebSocket connected.');
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/Error: Connection disconnected/),
    );
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/Warning: Timeout/));
    expect(console.info).not.toHaveBeenCalled();
  });
});
