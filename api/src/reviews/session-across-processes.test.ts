import type { HubConnection } from '@microsoft/signalr';
import {
  PRESENTER_STATE,
  REVIEW_HUB_METHODS,
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
      hubOptions: { redisPrefix, sessionChanges: () => () => undefined },
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
});
