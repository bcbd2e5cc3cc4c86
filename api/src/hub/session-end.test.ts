import { HubConnectionState } from '@microsoft/signalr';
import WebSocket from 'ws';
import { arrival, once, sendAlert, withLiveApp } from '../test/hub-support.js';
import { signIn } from '../test/live-test-app.js';
import { userIdOf, TestBrowser } from '../test/test-app.js';
import { HUB_SESSION_ENDED_ERROR as SESSION_ENDED_ERROR } from '@portal/contract';
import { RECORD_SEPARATOR as RS } from './protocol.js';

// A socket must not outlive its session: whatever ends the session closes its sockets, with a
// close message that tells the official client not to reconnect (it would only get a 401).
const test = withLiveApp();

/** A started official client, and what a peer can observe of it ending. */
async function connect(cookie: string) {
  const connection = test.client({ Cookie: cookie });
  let reconnects = 0;
  connection.onreconnecting(() => (reconnects += 1));
  const closed = once<Error | undefined>((callback) => connection.onclose(callback));
  await connection.start();
  return { connection, closed, reconnects: () => reconnects };
}

/** The newest e-mail to the address, once it was sent (mail may go out after the answer). */
async function mailedTo(email: string) {
  for (const started = Date.now(); ;) {
    const mail = test.live.mail.findLast((m) => m.to === email);
    if (mail) return mail;
    if (Date.now() - started > 3000) throw new Error(`No e-mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Expects the connection to be closed by the server as a session that ended, for good. */
async function expectEnded(peer: Awaited<ReturnType<typeof connect>>) {
  const error = await peer.closed;
  expect(error?.message).toContain(SESSION_ENDED_ERROR);
  expect(peer.connection.state).toBe(HubConnectionState.Disconnected);
  expect(peer.reconnects()).toBe(0);
}

it('closes the socket of a session that signs out, with a close message and no reconnect', async () => {
  const { browser, cookie } = await signIn(test.live.app, 'client@example.com');
  const peer = await connect(cookie);
  expect((await browser.request('POST', '/api/account/logout')).statusCode).toBe(200);
  await expectEnded(peer);
});

it('sends the raw close record before closing the socket', async () => {
  const { browser, cookie } = await signIn(test.live.app, 'client@example.com');
  const negotiated = await fetch(
    `${test.live.url}/hubs/user-notifications/negotiate?negotiateVersion=1`,
    {
      method: 'POST',
      headers: { cookie },
    },
  );
  const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
  const socket = new WebSocket(
    `${test.live.url.replace('http', 'ws')}/hubs/user-notifications?id=${connectionToken}`,
    { headers: { cookie } },
  );
  const records: string[] = [];
  socket.on('message', (data) => records.push(...data.toString().split(RS).filter(Boolean)));
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(`{"protocol":"json","version":1}${RS}`);
  for (const started = Date.now(); !records.includes('{}');) {
    if (Date.now() - started > 2000) throw new Error('No handshake answer');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await browser.request('POST', '/api/account/logout');
  expect(await closed).toBe(1000);
  expect(JSON.parse(records.at(-1)!)).toEqual({ type: 7, error: SESSION_ENDED_ERROR });
});

it('closes the other sessions’ sockets on a password change, and keeps the changer’s', async () => {
  const email = 'liam@southerncross.example.com';
  const changer = await signIn(test.live.app, email);
  const elsewhere = await signIn(test.live.app, email);
  const kept = await connect(changer.cookie);
  const ended = await connect(elsewhere.cookie);
  const changed = await changer.browser.request('POST', '/api/account/change-password', {
    currentPassword: 'Passw0rd!',
    newPassword: 'another-1',
    confirmPassword: 'another-1',
  });
  expect(changed.statusCode).toBe(200);
  await expectEnded(ended);
  const delivered = arrival(kept.connection, 'Still signed in');
  await sendAlert(test.live, await userIdOf(test.live.db, email), 'Still signed in');
  await delivered;
  expect(kept.connection.state).toBe(HubConnectionState.Connected);
});

it('closes every socket of the account on a password reset', async () => {
  const email = 'mia@kookaburra.example.com';
  const first = await connect((await signIn(test.live.app, email)).cookie);
  const second = await connect((await signIn(test.live.app, email)).cookie);
  const visitor = new TestBrowser(test.live.app);
  await visitor.request('GET', '/api/account/user-state');
  await visitor.request('POST', '/api/account/forgot-password', { email });
  const link = new URL((await mailedTo(email)).text.match(/https?:\/\/\S+/)![0]);
  const reset = await visitor.request('POST', '/api/account/reset-password', {
    email,
    token: link.searchParams.get('token'),
    password: 'brand-new-1',
    confirmPassword: 'brand-new-1',
  });
  expect(reset.statusCode).toBe(200);
  await expectEnded(first);
  await expectEnded(second);
});

it('closes the sockets of a disabled user, even one acting as someone else', async () => {
  const { browser: admin } = await signIn(test.live.app, 'admin@example.com');
  const noah = await userIdOf(test.live.db, 'noah@lumen.example.com');
  const liam = await userIdOf(test.live.db, 'liam@southerncross.example.com');
  await admin.request('PUT', `/api/admin/users/${noah}`, { canImpersonate: true });
  const support = await signIn(test.live.app, 'noah@lumen.example.com');
  const started = await support.browser.request('POST', '/api/account/impersonate/start', {
    userId: liam,
  });
  expect(started.statusCode).toBe(200);
  const peer = await connect(support.cookie);
  const disabled = await admin.request('PUT', `/api/admin/users/${noah}`, {
    canImpersonate: false,
    disabled: true,
  });
  expect(disabled.statusCode).toBe(200);
  await expectEnded(peer);
  await admin.request('PUT', `/api/admin/users/${noah}`, { disabled: false });
});
