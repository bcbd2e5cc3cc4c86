import { HubConnectionBuilder } from '@microsoft/signalr';
import { createHubConnection } from './connection';

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
