import type { Db } from '../db/database.js';
import type { Backplane } from '../hub/backplane.js';
import { RECORD_SEPARATOR } from '../hub/protocol.js';
import { startTestApp, withApp } from './test-app.js';

/** One hub frame the API sent towards a user. */
export interface PushedFrame {
  userId: number;
  target: string;
  args: unknown[];
}

/**
 * Tests of comments and posts: a seeded API whose hub backplane records every frame, so a test
 * can see that a notification was pushed to its user as well as stored.
 */
export async function startRecordingApp() {
  const pushed: PushedFrame[] = [];
  const backplane: Backplane = {
    async publish(userId, frame) {
      const { target, arguments: args } = JSON.parse(frame.replace(RECORD_SEPARATOR, '')) as {
        target: string;
        arguments: unknown[];
      };
      pushed.push({ userId, target, args });
    },
    publishSessionChange: async () => undefined,
    subscribe: () => undefined,
    close: async () => undefined,
  };
  return { ...(await startTestApp({ hubOptions: { backplane } })), pushed };
}

/**
 * A recording API for the test file, its recorded frames cleared before each test, and browsers
 * signed in to it.
 */
export function withRecordingApp() {
  const api = withApp(startRecordingApp);
  beforeEach(() => {
    api.started().pushed.length = 0;
  });
  // The hub frames pushed since the test began.
  return Object.defineProperty(api, 'pushed', { get: () => api.started().pushed }) as typeof api & {
    readonly pushed: PushedFrame[];
  };
}

/** The id of a demo project by name. */
export async function projectId(db: Db, name: string) {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The stored notifications of a user of one type, oldest first, with `data` parsed. */
export async function storedNotifications(db: Db, user: number, type: string) {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', user)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, data: row.data ? (JSON.parse(row.data) as unknown) : null }));
}
