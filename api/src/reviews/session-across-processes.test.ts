import type { HubConnection } from '@microsoft/signalr';
import {
  PRESENTER_STATE,
  REVIEW_HUB_METHODS,
  REVIEW_SESSION_CHANGED,
  REVIEW_SESSION_MESSAGES,
  REVIEW_SESSION_METHODS as METHODS,
  type PresenterState,
} from '@portal/contract';
import { hubClient } from '../test/hub-support.js';
import {
  makeDataDir,
  removeDataDir,
  signIn,
  startLiveApp,
  type LiveApp,
} from '../test/live-test-app.js';
import { FLYTHROUGH, mediaIdOf, PEOPLE } from '../test/reviews-support.js';
import { heard, videoAt, watchersAre } from '../test/session-support.js';
import { closeRedis, createRedis } from '../redis/connection.js';
import { describeWithRedis, TEST_REDIS_URL, uniqueTestPrefix } from '../test/test-redis.js';

// Two APIs on one database and one Redis, as two processes: the presenter on A, a follower on B.
describeWithRedis('live review sessions across two API processes sharing Redis', () => {
  let dir = '';
  const redisPrefix = uniqueTestPrefix('review-sessions');
  let a: LiveApp;
  let b: LiveApp;
  const opened: HubConnection[] = [];

  beforeAll(async () => {
    dir = makeDataDir();
    const env = { REDIS_URL: TEST_REDIS_URL };
    a = await startLiveApp(dir, { env, hubOptions: { redisPrefix } });
    b = await startLiveApp(dir, {
      env,
      // B looks for lapsed entries often, as every process does every 10 s.
      hubOptions: { redisPrefix, sessionChanges: () => () => undefined, sessionRefreshMs: 100 },
    });
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((connection) => connection.stop()));
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    removeDataDir(dir);
  });

  const connected = async (live: LiveApp, email: string) => {
    const { cookie } = await signIn(live.app, email);
    const connection = hubClient(live, { Cookie: cookie });
    opened.push(connection);
    await connection.start();
    return connection;
  };

  it('shares presence and the presenter, relays the state, and ends with the presenter', async () => {
    const id = await mediaIdOf(a.db, ...FLYTHROUGH);
    const casey = await connected(a, PEOPLE.casey);
    const olivia = await connected(b, PEOPLE.olivia);
    await olivia.invoke(REVIEW_HUB_METHODS.join, id);
    const both = watchersAre(olivia, ['Casey Client', 'Olivia Harbour']);
    await casey.invoke(REVIEW_HUB_METHODS.join, id);
    await both;

    const presenting = watchersAre(olivia, ['Casey Client', 'Olivia Harbour'], 'Casey Client');
    await casey.invoke(METHODS.start, id);
    await presenting;
    // The one presenter is known on B too.
    await expect(olivia.invoke(METHODS.start, id)).rejects.toThrow(
      REVIEW_SESSION_MESSAGES.busy('Casey Client'),
    );

    const seek = heard<PresenterState>(olivia, PRESENTER_STATE, () => true);
    await casey.invoke(METHODS.state, id, videoAt(42));
    expect(await seek).toMatchObject({ mediaId: id, seq: 1, state: videoAt(42) });

    // A late joiner on B gets the latest state, kept in Redis.
    const admin = await connected(b, PEOPLE.admin);
    const late = heard<PresenterState>(admin, PRESENTER_STATE, () => true);
    await admin.invoke(REVIEW_HUB_METHODS.join, id);
    expect((await late).state).toEqual(videoAt(42));

    const ended = watchersAre(olivia, ['Ada Admin', 'Olivia Harbour'], null);
    await casey.stop();
    await ended;
    await olivia.invoke(METHODS.start, id);
  });

  it('tells the watchers when a presenter’s process died, once its entry lapses', async () => {
    const id = await mediaIdOf(a.db, ...FLYTHROUGH);
    const olivia = await connected(b, PEOPLE.olivia);
    const alone = watchersAre(olivia, ['Olivia Harbour'], null);
    await olivia.invoke(REVIEW_HUB_METHODS.join, id);
    await alone;
    const casey = await a.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', PEOPLE.casey)
      .executeTakeFirstOrThrow();
    // What a process that died leaves: its presenter's entry, lapsing unrefreshed (here in 1 s).
    const presenting = watchersAre(olivia, ['Olivia Harbour'], 'Casey Client');
    const redis = createRedis(TEST_REDIS_URL, {
      name: 'test-dead-process',
      enableOfflineQueue: true,
    });
    try {
      const record = { connectionId: 'gone', userId: casey.id, name: 'Casey Client', seq: 0 };
      await redis.set(
        `${redisPrefix}review-session:${id}:presenter`,
        JSON.stringify({ ...record, at: Date.now(), state: null }),
        'PX',
        1000,
      );
    } finally {
      await closeRedis(redis);
    }
    await presenting;
    // Nobody stops it: B sees it lapse and says so, once.
    const ended = watchersAre(olivia, ['Olivia Harbour'], null);
    await ended;
    const later: unknown[] = [];
    const count = (event: unknown) => later.push(event);
    olivia.on(REVIEW_SESSION_CHANGED, count);
    await new Promise((done) => setTimeout(done, 500));
    olivia.off(REVIEW_SESSION_CHANGED, count);
    expect(later).toEqual([]);
    await olivia.invoke(METHODS.start, id);
  });
});
