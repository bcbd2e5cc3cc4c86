// Hub benchmark (`pnpm --filter api bench`): prints figures, asserts nothing.
//  1. Latency: a notification created on the server (stored, then pushed) until the official
//     @microsoft/signalr client's handler runs; median and p99 over HUB_BENCH_EVENTS (1,000).
//  2. Capacity: HUB_BENCH_CONNECTIONS (10,000) raw `ws` clients doing negotiate + handshake
//     against one API process (a child, so its RSS is its own), then one event to all of them.
// Each side holds one file descriptor per socket: `ulimit -n` must exceed the connection count.
import { execSync, fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { NOTIFICATION_CREATED, NOTIFICATION_HUB_PATH } from '@portal/contract';
import WebSocket from 'ws';
import { makeDataDir, removeDataDir, signIn, startLiveApp } from '../src/hub/live-test-app.js';
import { NotificationService } from '../src/notifications/service.js';
import { userIdOf } from '../src/test/test-app.js';

const EVENTS = Number(process.env.HUB_BENCH_EVENTS ?? 1000);
const CONNECTIONS = Number(process.env.HUB_BENCH_CONNECTIONS ?? 10_000);
const CONCURRENCY = 100;
const RS = '\x1e';

const ms = (value: number) => `${value.toFixed(2)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

async function latency() {
  const dir = makeDataDir();
  const live = await startLiveApp(dir);
  const notifications = new NotificationService(live.db, live.app.notificationHub);
  const userId = await userIdOf(live.db, 'client@example.com');
  const { cookie } = await signIn(live.app, 'client@example.com');
  const client = new HubConnectionBuilder()
    .withUrl(`${live.url}${NOTIFICATION_HUB_PATH}`, { headers: { Cookie: cookie } })
    .configureLogging(LogLevel.None)
    .build();
  let arrived: (() => void) | undefined;
  client.on(NOTIFICATION_CREATED, () => arrived?.());
  await client.start();
  const samples: number[] = [];
  for (let i = 0; i < EVENTS; i += 1) {
    const received = new Promise<void>((resolve) => (arrived = resolve));
    const started = performance.now();
    await notifications.create(userId, { type: 'System', title: `Bench ${i}`, message: 'Latency' });
    await received;
    samples.push(performance.now() - started);
  }
  await client.stop();
  await live.close();
  removeDataDir(dir);
  samples.sort((a, b) => a - b);
  console.log(`Create → official client receives, over ${EVENTS} events (one process):`);
  console.log(`  median ${ms(percentile(samples, 0.5))}, p99 ${ms(percentile(samples, 0.99))}`);
}

/** Resolves with the next message of the given type from the API child. */
const reply = <T>(child: ChildProcess, type: string) =>
  new Promise<T>((resolve) => {
    const listener = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message as T);
    };
    child.on('message', listener);
  });

interface Stats {
  cpuMs: number;
  rss: number;
  heapUsed: number;
  connections: number;
}

async function connect(url: string, cookie: string, onEvent: () => void) {
  const negotiated = await fetch(`${url}${NOTIFICATION_HUB_PATH}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { cookie },
  });
  if (negotiated.status !== 200) throw new Error(`negotiate ${negotiated.status}`);
  const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
  const socket = new WebSocket(
    `${url.replace('http', 'ws')}${NOTIFICATION_HUB_PATH}?id=${connectionToken}`,
    {
      headers: { cookie },
      perMessageDeflate: false,
    },
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
    socket.once('message', (data) => (data.toString() === `{}${RS}` ? resolve() : reject()));
  });
  socket.on('message', (data) => {
    if (data.toString().includes(NOTIFICATION_CREATED)) onEvent();
  });
  return socket;
}

async function capacity() {
  const limit = execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim();
  console.log(`Open-file limit here: ${limit} (each process needs one per socket).`);
  const child = fork(fileURLToPath(new URL('./hub-server.ts', import.meta.url)), [], {
    // The same sources as this process (the contract's src/, as `pnpm bench` asks), not whatever
    // contract/dist/ an earlier build left.
    execArgv: ['--conditions=@portal/source', '--import', 'tsx', '--expose-gc'],
  });
  const { url, users } = await reply<{ url: string; users: { id: number; cookie: string }[] }>(
    child,
    'ready',
  );
  child.send({ type: 'stats' });
  const idle = await reply<Stats>(child, 'stats');
  const sockets: WebSocket[] = [];
  let failures = 0;
  let events = 0;
  // The hub drops clients silent for 30 s; real clients ping every 15 s, so do these.
  const keepAlive = setInterval(() => sockets.forEach((s) => s.send(`{"type":6}${RS}`)), 10_000);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < CONNECTIONS) {
      const user = users[next++ % users.length]!;
      try {
        sockets.push(await connect(url, user.cookie, () => (events += 1)));
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const connectSeconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  child.send({ type: 'stats' });
  const held = await reply<Stats>(child, 'stats');
  console.log(`Concurrent hub connections held by one API process:`);
  console.log(
    `  ${held.connections} open (${failures} failed) after ${connectSeconds.toFixed(1)} s; ` +
      `RSS ${mb(held.rss)} (idle ${mb(idle.rss)}, ~${((held.rss - idle.rss) / held.connections / 1024).toFixed(1)} KB per connection), heap ${mb(held.heapUsed)}, ` +
      `API CPU ${((held.cpuMs - idle.cpuMs) / 1000).toFixed(1)} s`,
  );
  const fanOut = performance.now();
  child.send({ type: 'notify', userIds: users.map((user) => user.id) });
  while (events < sockets.length && performance.now() - fanOut < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  console.log(
    `  one notification for each of ${users.length} users reached ${events}/${sockets.length} ` +
      `connections in ${ms(performance.now() - fanOut)}`,
  );
  clearInterval(keepAlive);
  sockets.forEach((socket) => socket.terminate());
  child.send({ type: 'stop' });
  await new Promise((resolve) => child.once('exit', resolve));
}

await latency();
await capacity();
