// The hub through the Redis backplane, with two API processes (children, on one database and
// one Redis, under a key prefix of their own), when Redis answers:
//  1. Latency: a notification created on process A (stored, then published) until the official
//     client connected to process B runs its handler; median and p99 (target p99 ≤ 5 ms).
//  2. Fan-out: raw clients of one user, negotiating with one process and taking their socket on
//     the other (a load balancer without sticky sessions), so half are held by each; one event
//     created on A until the last socket has it (target ≤ 100 ms).
// Both are timed from the creation on A, stamped into the notification's message with a clock
// every process reads alike, so the IPC that asks A to create is not counted.
import { randomBytes } from 'node:crypto';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { NOTIFICATION_CREATED, NOTIFICATION_HUB_PATH } from '@portal/contract';
import { redisReachable } from '../src/redis/connection.js';
import {
  connectRaw,
  mb,
  ms,
  openMany,
  percentile,
  reply,
  startApiChild,
  statsOf,
  stopApiChild,
  wallClock,
  type ApiChild,
  type Stats,
} from './bench-support.js';
import { writeFloor } from './write-floor.js';

const RS = '\x1e';

/** How many ms ago the notification was created (its message is the creation time). */
const ageOf = (notification: { message: string }) => wallClock() - Number(notification.message);

async function latencyAcross(a: ApiChild, b: ApiChild, events: number) {
  const user = a.users[0]!;
  const client = new HubConnectionBuilder()
    .withUrl(`${b.url}${NOTIFICATION_HUB_PATH}`, { headers: { Cookie: user.cookie } })
    .configureLogging(LogLevel.None)
    .build();
  let arrived: ((age: number) => void) | undefined;
  client.on(NOTIFICATION_CREATED, (notification: { message: string }) =>
    arrived?.(ageOf(notification)),
  );
  await client.start();
  const samples: number[] = [];
  for (let i = 0; i < events; i += 1) {
    const received = new Promise<number>((resolve) => (arrived = resolve));
    const created = reply(a.child, 'notified');
    a.child.send({ type: 'create', userId: user.id, title: `Bench ${i}` });
    samples.push(await received);
    await created;
  }
  await client.stop();
  samples.sort((x, y) => x - y);
  console.log(`Create on process A → official client on process B, over ${events} events:`);
  console.log(
    `  median ${ms(percentile(samples, 0.5))}, p99 ${ms(percentile(samples, 0.99))} (target p99 ≤ 5 ms)`,
  );
}

async function fanOutAcross(a: ApiChild, b: ApiChild, connections: number, concurrency: number) {
  const user = a.users[0]!;
  let events = 0;
  let createdAt = NaN;
  let lastAt = NaN;
  const onEvent = (record: string) => {
    events += 1;
    lastAt = wallClock();
    // One parse is enough: every copy carries the same creation time.
    if (Number.isNaN(createdAt)) {
      createdAt = Number(JSON.parse(record.split(RS)[0]!).arguments[0].message);
    }
  };
  const started = performance.now();
  const clients = await openMany(connections, concurrency, (i) => {
    const [negotiateAt, socketAt] = i % 2 === 0 ? [a, b] : [b, a];
    return connectRaw(negotiateAt.url, user.cookie, onEvent, socketAt.url);
  });
  const connectSeconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const [onA, onB] = await Promise.all([statsOf(a), statsOf(b)]);
  console.log(`Hub connections over two API processes (negotiate on one, socket on the other):`);
  console.log(
    `  ${onA.connections} on A + ${onB.connections} on B (${clients.failures} failed) after ` +
      `${connectSeconds.toFixed(1)} s; RSS A ${mb(onA.rss)}, B ${mb(onB.rss)}`,
  );
  const waitedFrom = performance.now();
  a.child.send({ type: 'notify', userIds: [user.id] });
  while (events < clients.sockets.length && performance.now() - waitedFrom < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const [afterA, afterB] = await Promise.all([statsOf(a), statsOf(b)]);
  const written = (stats: Stats) =>
    stats.lastDelivery
      ? `${stats.lastDelivery.sockets} in ${ms(stats.lastDelivery.tookMs)}, done at ` +
        `${ms(stats.lastDelivery.at - createdAt)}`
      : 'none';
  console.log(
    `  one event created on A reached ${events}/${clients.sockets.length} connections in ` +
      `${ms(lastAt - createdAt)} (target ≤ 100 ms), as read by this one process; ` +
      `written to sockets: A ${written(afterA)}, B ${written(afterB)}`,
  );
  clients.close();
}

/** Runs both measurements when Redis answers; says so and returns when it does not. */
export async function backplane(options: {
  events: number;
  connections: number;
  concurrency: number;
}) {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  // Only the host: the URL may carry a password.
  const where = new URL(url).host;
  if (!(await redisReachable(url))) {
    console.log(`Through the Redis backplane: not measured, no Redis answers at ${where}.`);
    return;
  }
  const env = {
    HUB_BENCH_REDIS_URL: url,
    HUB_BENCH_REDIS_PREFIX: `bench:${process.pid}:${randomBytes(4).toString('hex')}:`,
  };
  const a = await startApiChild(env);
  const b = await startApiChild({ ...env, HUB_BENCH_DATA_DIR: a.dir });
  try {
    console.log(`Through the Redis backplane at ${where}, two API processes:`);
    await latencyAcross(a, b, options.events);
    await fanOutAcross(a, b, options.connections, options.concurrency);
    await writeFloor(options.connections / 2);
  } finally {
    // B first: A made the data folder and removes it when it stops.
    await stopApiChild(b);
    await stopApiChild(a);
  }
}
