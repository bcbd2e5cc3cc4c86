// Hub benchmark (`pnpm --filter api bench`): prints figures, asserts nothing.
//  1. Latency: a notification created on the server (stored, then pushed) until the official
//     @microsoft/signalr client's handler runs; median and p99 over HUB_BENCH_EVENTS (1,000).
//  2. Capacity: HUB_BENCH_CONNECTIONS (10,000) raw `ws` clients doing negotiate + handshake
//     against one API process (a child, so its RSS is its own), then one event to all of them.
//  3. When Redis answers (REDIS_URL, default 127.0.0.1:6379): the same through the Redis
//     backplane, across two API processes (backplane-bench.ts).
// Each side holds one file descriptor per socket: `ulimit -n` must exceed the connection count.
// HUB_BENCH_PARTS (default `latency,capacity,backplane`) runs only the parts named.
import { execSync } from 'node:child_process';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { NOTIFICATION_CREATED, NOTIFICATION_HUB_PATH } from '@portal/contract';
import { NotificationService } from '../src/notifications/service.js';
import { makeDataDir, removeDataDir, signIn, startLiveApp } from '../src/test/live-test-app.js';
import { userIdOf } from '../src/test/test-app.js';
import { backplane } from './backplane-bench.js';
import {
  connectRaw,
  mb,
  ms,
  openMany,
  percentile,
  startApiChild,
  statsOf,
  stopApiChild,
} from './bench-support.js';

const EVENTS = Number(process.env.HUB_BENCH_EVENTS ?? 1000);
const CONNECTIONS = Number(process.env.HUB_BENCH_CONNECTIONS ?? 10_000);
const CONCURRENCY = 100;

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

async function capacity() {
  const limit = execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim();
  console.log(`Open-file limit here: ${limit} (each process needs one per socket).`);
  const api = await startApiChild();
  const { url, users } = api;
  const idle = await statsOf(api);
  let events = 0;
  const started = performance.now();
  const clients = await openMany(CONNECTIONS, CONCURRENCY, (i) => {
    const user = users[i % users.length]!;
    return connectRaw(url, user.cookie, () => (events += 1));
  });
  const { sockets, failures } = clients;
  const connectSeconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const held = await statsOf(api);
  console.log(`Concurrent hub connections held by one API process:`);
  console.log(
    `  ${held.connections} open (${failures} failed) after ${connectSeconds.toFixed(1)} s; ` +
      `RSS ${mb(held.rss)} (idle ${mb(idle.rss)}, ~${((held.rss - idle.rss) / held.connections / 1024).toFixed(1)} KB per connection), heap ${mb(held.heapUsed)}, ` +
      `API CPU ${((held.cpuMs - idle.cpuMs) / 1000).toFixed(1)} s`,
  );
  const fanOut = performance.now();
  api.child.send({ type: 'notify', userIds: users.map((user) => user.id) });
  while (events < sockets.length && performance.now() - fanOut < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  console.log(
    `  one notification for each of ${users.length} users reached ${events}/${sockets.length} ` +
      `connections in ${ms(performance.now() - fanOut)}`,
  );
  clients.close();
  await stopApiChild(api);
}

const parts = (process.env.HUB_BENCH_PARTS ?? 'latency,capacity,backplane').split(',');
if (parts.includes('latency')) await latency();
if (parts.includes('capacity')) await capacity();
if (parts.includes('backplane')) {
  await backplane({ events: EVENTS, connections: CONNECTIONS, concurrency: CONCURRENCY });
}
