// The API process of the hub benchmark: a real API with the hub, on a throwaway database,
// driven by hub-bench.ts over IPC so its memory is measured alone.
import { makeDataDir, removeDataDir, signIn, startLiveApp } from '../src/hub/live-test-app.js';
import { NotificationService } from '../src/notifications/service.js';
import { userIdOf } from '../src/test/test-app.js';

/** Messages from the benchmark. */
type Command = { type: 'stats' } | { type: 'notify'; userIds: number[] } | { type: 'stop' };

const EMAILS = [
  'client@example.com',
  'olivia@harbourco.example.com',
  'liam@southerncross.example.com',
  'mia@kookaburra.example.com',
];

const send = (message: unknown) => process.send?.(message);

const dir = makeDataDir();
const live = await startLiveApp(dir);
const notifications = new NotificationService(live.db, live.app.notificationHub);
const users = [];
for (const email of EMAILS) {
  users.push({
    id: await userIdOf(live.db, email),
    cookie: (await signIn(live.app, email)).cookie,
  });
}
send({ type: 'ready', url: live.url, users });

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
      });
    } else if (command.type === 'notify') {
      for (const userId of command.userIds) {
        await notifications.create(userId, { type: 'System', title: 'Fan-out', message: 'Bench' });
      }
      send({ type: 'notified' });
    } else {
      await live.close();
      removeDataDir(dir);
      process.exit(0);
    }
  })();
});
