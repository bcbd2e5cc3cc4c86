import WebSocket from 'ws';
import {
  makeDataDir,
  removeDataDir,
  signIn,
  startLiveApp,
  TEST_PUBLIC_URL,
  type LiveApp,
} from '../test/live-test-app.js';
import { RECORD_SEPARATOR as RS } from './protocol.js';

// Raw sockets, for what the official client never does on purpose: bad tokens, bad origins,
// second sockets, silence, and several records in one frame.
let dir: string;
let live: LiveApp;
let cookie: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  dir = makeDataDir();
  live = await startLiveApp(dir, {
    hubOptions: { keepAliveMs: 100, clientTimeoutMs: 400, handshakeTimeoutMs: 300, tickMs: 20 },
  });
  ({ cookie } = await signIn(live.app, 'client@example.com'));
});

afterEach(() => sockets.splice(0).forEach((socket) => socket.terminate()));

afterAll(async () => {
  await live.close();
  removeDataDir(dir);
});

async function negotiate(headers: Record<string, string> = { cookie }) {
  const response = await fetch(`${live.url}/hubs/user-notifications/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers,
  });
  const body = (await response.json()) as Record<string, unknown> & { connectionToken: string };
  return { status: response.status, body };
}

function open(token: string, headers: Record<string, string> = { cookie }) {
  const url = `${live.url.replace('http', 'ws')}/hubs/user-notifications?id=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url, { headers });
  sockets.push(socket);
  return socket;
}

/** Resolves with the HTTP status when the upgrade is refused, or 101 when it opens. */
const outcome = (socket: WebSocket) =>
  new Promise<number>((resolve) => {
    socket.once('open', () => resolve(101));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', () => undefined);
  });

/** Collects every record the server sends. */
function records(socket: WebSocket) {
  const received: string[] = [];
  socket.on('message', (data) => received.push(...data.toString().split(RS).filter(Boolean)));
  return received;
}

const until = async (check: () => boolean, timeoutMs = 2000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const closed = (socket: WebSocket) => new Promise<void>((resolve) => socket.once('close', resolve));

it('negotiates version 1 with WebSockets only', async () => {
  const { status, body } = await negotiate();
  expect(status).toBe(200);
  expect(body).toMatchObject({
    negotiateVersion: 1,
    availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
  });
  expect(body.connectionToken).not.toBe(body.connectionId);
});

it('answers 404 to an unknown token and 409 to a second socket on one token', async () => {
  expect(await outcome(open('no-such-token'))).toBe(404);
  const { body } = await negotiate();
  expect(await outcome(open(body.connectionToken))).toBe(101);
  expect(await outcome(open(body.connectionToken))).toBe(409);
});

it('checks the Origin: foreign refused, the portal and the same host accepted', async () => {
  const foreign = (await negotiate()).body.connectionToken;
  expect(await outcome(open(foreign, { cookie, origin: 'http://evil.example' }))).toBe(403);
  const portal = (await negotiate()).body.connectionToken;
  expect(await outcome(open(portal, { cookie, origin: TEST_PUBLIC_URL }))).toBe(101);
  const sameHost = (await negotiate()).body.connectionToken;
  expect(await outcome(open(sameHost, { cookie, origin: live.url }))).toBe(101);
});

it('wants the session that negotiated on the socket too', async () => {
  const { body } = await negotiate();
  expect(await outcome(open(body.connectionToken, {}))).toBe(401);
  const other = await signIn(live.app, 'liam@southerncross.example.com');
  const second = (await negotiate()).body.connectionToken;
  expect(await outcome(open(second, { cookie: other.cookie }))).toBe(401);
});

it('reads several records in one frame and refuses calls to server methods', async () => {
  const socket = open((await negotiate()).body.connectionToken);
  const received = records(socket);
  await outcome(socket);
  socket.send(
    `{"protocol":"json","version":1}${RS}{"type":6}${RS}` +
      `{"type":1,"invocationId":"7","target":"Echo","arguments":[]}${RS}`,
  );
  await until(() => received.length >= 2);
  expect(received[0]).toBe('{}');
  expect(JSON.parse(received[1]!)).toMatchObject({ type: 3, invocationId: '7' });
  expect(JSON.parse(received[1]!).error).toContain("Unknown hub method 'Echo'");
});

it('answers a bad handshake with an error and closes', async () => {
  const socket = open((await negotiate()).body.connectionToken);
  const received = records(socket);
  await outcome(socket);
  const done = closed(socket);
  socket.send(`{"protocol":"messagepack","version":1}${RS}`);
  await done;
  expect(JSON.parse(received[0]!)).toEqual({
    error: "The protocol 'messagepack' is not supported.",
  });
});

it('pings a quiet connection and drops a silent client', async () => {
  const socket = open((await negotiate()).body.connectionToken);
  const received = records(socket);
  await outcome(socket);
  const done = closed(socket);
  socket.send(`{"protocol":"json","version":1}${RS}`);
  await until(() => received.includes('{"type":6}'));
  await done;
  expect(JSON.parse(received.at(-1)!)).toMatchObject({ type: 7 });
  await until(() => live.app.notificationHub.connectionCount === 0);
});

it('keeps a client that pings', async () => {
  const socket = open((await negotiate()).body.connectionToken);
  await outcome(socket);
  socket.send(`{"protocol":"json","version":1}${RS}`);
  const pinger = setInterval(() => socket.send(`{"type":6}${RS}`), 100);
  await new Promise((resolve) => setTimeout(resolve, 800));
  clearInterval(pinger);
  expect(socket.readyState).toBe(WebSocket.OPEN);
});

it('closes a socket whose handshake never comes', async () => {
  const socket = open((await negotiate()).body.connectionToken);
  await outcome(socket);
  await closed(socket);
});
