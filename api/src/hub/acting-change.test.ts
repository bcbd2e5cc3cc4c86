import { HubConnectionState } from '@microsoft/signalr';
import WebSocket from 'ws';
import { arrival, once, receivedTitles, sendAlert, withLiveApp } from '../test/hub-support.js';
import { signIn } from '../test/live-test-app.js';
import { userIdOf } from '../test/test-app.js';
import { HUB_ACTING_CHANGED_ERROR as ACTING_CHANGED_ERROR } from '@portal/contract';

// The acting user is fixed when a connection is negotiated. When an impersonation starts, stops
// or is revoked, the session's sockets are closed with allowReconnect, and the official client
// comes back as the user the session acts as now.
const test = withLiveApp();

const START = '/api/account/impersonate/start';
const STOP = '/api/account/impersonate/stop';

/** A started official client that records the titles it receives and its reconnection. */
async function connect(cookie: string) {
  const connection = test.client({ Cookie: cookie });
  const titles = receivedTitles(connection);
  const reconnecting = once<Error | undefined>((callback) => connection.onreconnecting(callback));
  const reconnected = once<string | undefined>((callback) => connection.onreconnected(callback));
  await connection.start();
  return { connection, titles, reconnecting, reconnected };
}

/**
 * Expects the connection to have been closed for the change and to be back as `nowId`: an event
 * for `formerId` sent first must not arrive before the one for `nowId` sent after it.
 */
async function expectReconnectedAs(
  peer: Awaited<ReturnType<typeof connect>>,
  formerId: number,
  nowId: number,
  label: string,
) {
  expect((await peer.reconnecting)?.message).toContain(ACTING_CHANGED_ERROR);
  await peer.reconnected;
  const mine = arrival(peer.connection, `${label}: now`);
  await sendAlert(test.live, formerId, `${label}: former`);
  await sendAlert(test.live, nowId, `${label}: now`);
  await mine;
  expect(peer.titles).not.toContain(`${label}: former`);
  expect(peer.connection.state).toBe(HubConnectionState.Connected);
}

it('reconnects as the impersonated user when an impersonation starts', async () => {
  const admin = await signIn(test.live.app, 'admin@example.com');
  const otherDesk = await signIn(test.live.app, 'admin@example.com');
  const adminId = await userIdOf(test.live.db, 'admin@example.com');
  const clientId = await userIdOf(test.live.db, 'client@example.com');
  const peer = await connect(admin.cookie);
  const untouched = await connect(otherDesk.cookie);
  // The admin's other session still acts as the admin: its socket is left alone.
  const stillAdmin = arrival(untouched.connection, 'start: former');
  expect((await admin.browser.request('POST', START, { userId: clientId })).statusCode).toBe(200);
  await expectReconnectedAs(peer, adminId, clientId, 'start');
  await stillAdmin;
  expect(untouched.connection.state).toBe(HubConnectionState.Connected);
});

it('reconnects as the original user when the impersonation stops', async () => {
  const admin = await signIn(test.live.app, 'admin@example.com');
  const adminId = await userIdOf(test.live.db, 'admin@example.com');
  const clientId = await userIdOf(test.live.db, 'client@example.com');
  await admin.browser.request('POST', START, { userId: clientId });
  const peer = await connect(admin.cookie);
  expect((await admin.browser.request('POST', STOP)).statusCode).toBe(200);
  await expectReconnectedAs(peer, clientId, adminId, 'stop');
});

it('reconnects as the original user when the right to impersonate is revoked', async () => {
  const { browser: admin } = await signIn(test.live.app, 'admin@example.com');
  const noah = await userIdOf(test.live.db, 'noah@lumen.example.com');
  const liam = await userIdOf(test.live.db, 'liam@southerncross.example.com');
  await admin.request('PUT', `/api/admin/users/${noah}`, { canImpersonate: true });
  const support = await signIn(test.live.app, 'noah@lumen.example.com');
  await support.browser.request('POST', START, { userId: liam });
  const peer = await connect(support.cookie);
  await admin.request('PUT', `/api/admin/users/${noah}`, { canImpersonate: false });
  await expectReconnectedAs(peer, liam, noah, 'revoked');
});

it('voids a connection token negotiated before the impersonation changed', async () => {
  const admin = await signIn(test.live.app, 'admin@example.com');
  const clientId = await userIdOf(test.live.db, 'client@example.com');
  await admin.browser.request('POST', START, { userId: clientId });
  const negotiated = await fetch(
    `${test.live.url}/hubs/user-notifications/negotiate?negotiateVersion=1`,
    {
      method: 'POST',
      headers: { cookie: admin.cookie },
    },
  );
  const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
  await admin.browser.request('POST', STOP);
  const socket = new WebSocket(
    `${test.live.url.replace('http', 'ws')}/hubs/user-notifications?id=${connectionToken}`,
    { headers: { cookie: admin.cookie } },
  );
  const status = await new Promise<number>((resolve) => {
    socket.once('open', () => resolve(101));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', () => undefined);
  });
  socket.terminate();
  expect(status).toBe(404);
});
