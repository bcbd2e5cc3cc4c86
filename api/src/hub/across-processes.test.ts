import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { HUB_SESSION_ENDED_ERROR, NOTIFICATION_HUB_PATH } from '@portal/contract';
import WebSocket from 'ws';
import { arrival, hubClient, once, receivedTitles, sendAlert } from '../test/hub-support.js';
import {
  makeDataDir,
  removeDataDir,
  signIn,
  startLiveApp,
  type LiveApp,
} from '../test/live-test-app.js';
import { userIdOf } from '../test/test-app.js';
import {
  cutRedisConnections,
  describeWithRedis,
  TEST_REDIS_URL,
  uniqueTestPrefix,
} from '../test/test-redis.js';
import { BACKPLANE_RESUMED_ERROR, type HubGroupKind } from './hub.js';
import { startRoundRobinProxy } from './round-robin-proxy.js';

/** A group kind of the tests' own: rooms 1, 2, 3… (`room:N`) anyone may join. */
const rooms: HubGroupKind = {
  join: 'JoinRoom',
  leave: 'LeaveRoom',
  groupOf: (arg) => (Number.isSafeInteger(arg) && (arg as number) > 0 ? `room:${arg}` : null),
  mayJoin: async () => true,
};

// Two APIs on one database and one Redis, as two processes behind a load balancer without
// sticky sessions: the official client may negotiate with one and open its socket on the other.
describeWithRedis('the hub across two API processes sharing Redis', () => {
  let dir = '';
  const redisPrefix = uniqueTestPrefix('hub-across-processes');
  let a: LiveApp;
  let b: LiveApp;
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  const opened: HubConnection[] = [];

  beforeAll(async () => {
    dir = makeDataDir();
    const env = { REDIS_URL: TEST_REDIS_URL };
    a = await startLiveApp(dir, { env, hubOptions: { redisPrefix } });
    // In one test process B would also hear A's session writes directly; a process of its own
    // hears them only through Redis, and so does this B.
    b = await startLiveApp(dir, {
      env,
      hubOptions: { redisPrefix, sessionChanges: () => () => undefined },
    });
    proxy = await startRoundRobinProxy([a.port, b.port]);
    for (const live of [a, b]) live.app.notificationHub.registerGroups(rooms);
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((connection) => connection.stop()));
  });

  afterAll(async () => {
    await proxy?.close();
    await b?.close();
    await a?.close();
    removeDataDir(dir);
  });

  /** An official client, through the proxy or straight to one API; stopped after the test. */
  const client = (target: { url: string }, cookie: string) => {
    const connection = hubClient(target, { Cookie: cookie });
    opened.push(connection);
    return connection;
  };

  const negotiate = async (live: LiveApp, cookie: string) => {
    const response = await fetch(
      `${live.url}${NOTIFICATION_HUB_PATH}/negotiate?negotiateVersion=1`,
      {
        method: 'POST',
        headers: { cookie },
      },
    );
    return ((await response.json()) as { connectionToken: string }).connectionToken;
  };

  /** Opens a raw socket on the API; resolves with 101 when it opens, else the refusal status. */
  const openSocket = (live: LiveApp, token: string, cookie: string) => {
    const socket = new WebSocket(
      `${live.url.replace('http', 'ws')}${NOTIFICATION_HUB_PATH}?id=${encodeURIComponent(token)}`,
      { headers: { cookie } },
    );
    return new Promise<number>((resolve) => {
      socket.once('open', () => resolve(101));
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('error', () => undefined);
    }).finally(() => socket.terminate());
  };

  it('negotiates with one process and takes the socket on the other', async () => {
    const { cookie } = await signIn(a.app, 'client@example.com');
    proxy.sendNextTo(a.port);
    const connection = client(proxy, cookie);
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(proxy.routed.slice(-2)).toEqual([
      { kind: 'negotiate', port: a.port },
      { kind: 'socket', port: b.port },
    ]);
    expect(b.app.notificationHub.connectionCount).toBe(1);
    expect(a.app.notificationHub.connectionCount).toBe(0);
  });

  it('delivers a notification created on A to the user’s sockets on both, once each', async () => {
    const { cookie } = await signIn(a.app, 'client@example.com');
    const userId = await userIdOf(a.db, 'client@example.com');
    const onA = client(a, cookie);
    const onB = client(b, cookie);
    await Promise.all([onA.start(), onB.start()]);
    const titlesOnA = receivedTitles(onA);
    const titlesOnB = receivedTitles(onB);
    const arrived = Promise.all([arrival(onA, 'Second'), arrival(onB, 'Second')]);
    await sendAlert(a, userId, 'First');
    await sendAlert(a, userId, 'Second');
    await arrived;
    // Each socket hears its events in order, so a duplicate of 'First' would be there by now.
    expect(titlesOnA).toEqual(['First', 'Second']);
    expect(titlesOnB).toEqual(['First', 'Second']);
  });

  it('delivers a group’s event published on A to its members on both, once each', async () => {
    const { cookie } = await signIn(a.app, 'client@example.com');
    const other = await signIn(a.app, 'liam@southerncross.example.com');
    const onA = client(a, cookie);
    const onB = client(b, other.cookie);
    const outside = client(b, cookie);
    const heard = new Map<HubConnection, string[]>();
    for (const connection of [onA, onB, outside]) {
      const events: string[] = [];
      heard.set(connection, events);
      connection.on('RoomEvent', (event: string) => events.push(event));
    }
    await Promise.all([onA.start(), onB.start(), outside.start()]);
    await Promise.all([onA.invoke('JoinRoom', 7), onB.invoke('JoinRoom', 7)]);
    await outside.invoke('JoinRoom', 8);
    await a.app.notificationHub.publishToGroup('room:7', 'RoomEvent', ['first']);
    await a.app.notificationHub.publishToGroup('room:7', 'RoomEvent', ['second']);
    await a.app.notificationHub.publishToGroup('room:8', 'RoomEvent', ['other room']);
    const arrived = () =>
      heard.get(onA)!.includes('second') &&
      heard.get(onB)!.includes('second') &&
      heard.get(outside)!.length > 0;
    while (!arrived()) await new Promise((resolve) => setTimeout(resolve, 5));
    // A group's events arrive in order, so a duplicate of 'first' would be there by now.
    expect(heard.get(onA)).toEqual(['first', 'second']);
    expect(heard.get(onB)).toEqual(['first', 'second']);
    expect(heard.get(outside)).toEqual(['other room']);
  });

  it('lets a token open one socket only, whichever process is asked', async () => {
    const { cookie } = await signIn(a.app, 'client@example.com');
    const token = await negotiate(a, cookie);
    expect(await openSocket(b, token, cookie)).toBe(101);
    expect(await openSocket(a, token, cookie)).toBe(409);
    expect(await openSocket(b, token, cookie)).toBe(409);
  });

  it('refuses on B a token A gave a session that has since changed whom it acts as', async () => {
    const admin = await signIn(a.app, 'admin@example.com');
    const clientId = await userIdOf(a.db, 'client@example.com');
    const token = await negotiate(a, admin.cookie);
    const started = await admin.browser.request('POST', '/api/account/impersonate/start', {
      userId: clientId,
    });
    expect(started.statusCode).toBe(200);
    expect(await openSocket(b, token, admin.cookie)).toBe(404);
    await admin.browser.request('POST', '/api/account/impersonate/stop');
  });

  it('closes the socket on B of a session that signs out on A, for good', async () => {
    const { browser, cookie } = await signIn(a.app, 'client@example.com');
    const connection = client(b, cookie);
    let reconnects = 0;
    connection.onreconnecting(() => (reconnects += 1));
    const closed = once<Error | undefined>((callback) => connection.onclose(callback));
    await connection.start();
    expect((await browser.request('POST', '/api/account/logout')).statusCode).toBe(200);
    expect((await closed)?.message).toContain(HUB_SESSION_ENDED_ERROR);
    expect(reconnects).toBe(0);
  });

  it('has clients reconnect (and so catch up) once their process hears Redis again', async () => {
    const { cookie } = await signIn(a.app, 'client@example.com');
    const userId = await userIdOf(a.db, 'client@example.com');
    proxy.sendNextTo(b.port);
    const connection = client(proxy, cookie);
    const reconnecting = once<Error | undefined>((callback) => connection.onreconnecting(callback));
    const reconnected = once<string | undefined>((callback) => connection.onreconnected(callback));
    await connection.start();
    // As in an outage, both processes lose their subscriptions, and get them back.
    expect(await cutRedisConnections(`hub-subscriber-${redisPrefix}`)).toBe(2);
    expect((await reconnecting)?.message).toContain(BACKPLANE_RESUMED_ERROR);
    await reconnected;
    const delivered = arrival(connection, 'After the outage');
    await sendAlert(a, userId, 'After the outage');
    await delivered;
  });
});
