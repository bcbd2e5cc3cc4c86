// An API process of the hub benchmarks: a real API with the hub, driven by hub-bench.ts over IPC
// so its memory is measured alone. Alone it makes a throwaway database (removed on stop); with
// HUB_BENCH_DATA_DIR it runs on that folder's database (another child's: two API processes on
// one database), and with HUB_BENCH_REDIS_URL its hub uses the Redis backplane under
// HUB_BENCH_REDIS_PREFIX.
import { NotificationService } from '../src/notifications/service.js';
import { makeDataDir, removeDataDir, signIn, startLiveApp } from '../src/test/live-test-app.js';
import { userIdOf } from '../src/test/test-app.js';
import { wallClock } from './bench-support.js';

/** Messages from the benchmark. */
type Command =
  | { type: 'stats' }
  | { type: 'notify'; userIds: number[] }
  | { type: 'create'; userId: number; title: string }
  | { type: 'medium'; project: string; title: string }
  | { type: 'stop' };

const EMAILS = [
  'client@example.com',
  'olivia@harbourco.example.com',
  'liam@southerncross.example.com',
  'mia@kookaburra.example.com',
];

const send = (message: unknown) => process.send?.(message);

const sharedDir = process.env.HUB_BENCH_DATA_DIR;
const redisUrl = process.env.HUB_BENCH_REDIS_URL;
const dir = sharedDir ?? makeDataDir();
const live = await startLiveApp(dir, {
  env: redisUrl ? { REDIS_URL: redisUrl } : {},
  hubOptions: { redisPrefix: process.env.HUB_BENCH_REDIS_PREFIX },
});
const notifications = new NotificationService(live.db, live.app.notificationHub);
// When the hub last finished writing a frame to this process's sockets: the server's share of a
// fan-out, apart from the benchmark's own reading of every socket.
let lastDelivery: { at: number; sockets: number; tookMs: number } | undefined;
const { registry } = live.app.notificationHub;
const sendToUser = registry.sendToUser.bind(registry);
registry.sendToUser = (userId, frame) => {
  const started = wallClock();
  const sockets = sendToUser(userId, frame);
  const at = wallClock();
  if (sockets > 0) lastDelivery = { at, sockets, tookMs: at - started };
  return sockets;
};
const users = [];
for (const email of EMAILS) {
  users.push({
    id: await userIdOf(live.db, email),
    cookie: (await signIn(live.app, email)).cookie,
  });
}
send({ type: 'ready', url: live.url, users, dir });

process.on('message', (command: Command) => {
  void (async () => {
    if (command.type === 'stats') {
      // Without a collection first, RSS would include garbage from the connecting burst.
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      const { user, system } = process.cpuUsage();
      send({
        type: 'stats',
        rss,
        heapUsed,
        cpuMs: (user + system) / 1000,
        connections: live.app.notificationHub.connectionCount,
        lastDelivery,
      });
    } else if (command.type === 'medium') {
      // A demo medium's id, for the review fan-out benchmark.
      const row = await live.db
        .selectFrom('media')
        .innerJoin('posts', 'posts.id', 'media.post_id')
        .innerJoin('projects', 'projects.id', 'posts.project_id')
        .select('media.id')
        .where('projects.name', '=', command.project)
        .where('media.title', '=', command.title)
        .executeTakeFirst();
      send({ type: 'medium', id: row?.id ?? null });
    } else if (command.type === 'notify' || command.type === 'create') {
      // The message is the creation time, so a receiver anywhere on this machine times the trip.
      const userIds = command.type === 'notify' ? command.userIds : [command.userId];
      const title = command.type === 'notify' ? 'Fan-out' : command.title;
      for (const userId of userIds) {
        await notifications.create(userId, { type: 'System', title, message: `${wallClock()}` });
      }
      send({ type: 'notified' });
    } else {
      await live.close();
      if (!sharedDir) removeDataDir(dir);
      process.exit(0);
    }
  })();
});
