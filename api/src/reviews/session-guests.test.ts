import http from 'node:http';
import type { HubConnection } from '@microsoft/signalr';
import {
  REVIEW_HUB_METHODS,
  REVIEW_SESSION_METHODS as METHODS,
  SHARE_MESSAGES,
  SHARE_SESSION_EVENTS as EVENTS,
  type PresenterState,
  type ReviewSessionChanged,
} from '@portal/contract';
import Fastify from 'fastify';
import type { Db } from '../db/database.js';
import type { GroupListener } from '../hub/hub.js';
import { hubClient } from '../test/hub-support.js';
import {
  makeDataDir,
  removeDataDir,
  signIn,
  startLiveApp,
  type LiveApp,
} from '../test/live-test-app.js';
import { FLYTHROUGH, mediaIdOf, PAVILION, PEOPLE } from '../test/reviews-support.js';
import { videoAt } from '../test/session-support.js';
import { describeWithRedis, TEST_REDIS_URL, uniqueTestPrefix } from '../test/test-redis.js';
import { GuestSessionFeeds } from './session-guests.js';

interface FeedEvent {
  event: string;
  data: unknown;
}

/** A guest's open feed over real HTTP: the events read so far, and a wait for the next match. */
class GuestFeed {
  readonly events: FeedEvent[] = [];
  ended = false;
  private waiters: Array<() => void> = [];
  private text = '';

  constructor(private readonly response: http.IncomingMessage) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.read(chunk));
    response.on('close', () => {
      this.ended = true;
      this.wake();
    });
  }

  private read(chunk: string) {
    this.text += chunk;
    const blocks = this.text.split('\n\n');
    this.text = blocks.pop() ?? '';
    for (const block of blocks) {
      const lines = block.split('\n').filter((line) => !line.startsWith(':'));
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
      if (event && data !== undefined) this.events.push({ event, data: JSON.parse(data) });
    }
    this.wake();
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves once the condition holds over what was read (or the stream ended, with false). */
  until(holds: () => boolean, timeoutMs = 5000) {
    return new Promise<boolean>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The feed said nothing matching')),
        timeoutMs,
      );
      const test = () => {
        if (holds() || this.ended) {
          clearTimeout(timer);
          resolve(holds());
        } else this.waiters.push(test);
      };
      test();
    });
  }

  /** The first event of that name after `from` that `accepts`, waited for. */
  async next<T>(event: string, accepts: (data: T) => boolean = () => true, from = 0) {
    const find = () =>
      this.events.slice(from).find((e) => e.event === event && accepts(e.data as T))?.data as
        T | undefined;
    await this.until(() => find() !== undefined);
    const found = find();
    if (!found) throw new Error(`The feed ended without a matching ${event}`);
    return found;
  }

  /** The guest goes (closes the connection). */
  close() {
    this.response.destroy();
  }
}

const feedUrl = (live: LiveApp, token: string, mediaId: number) =>
  `${live.url}/api/share/${token}/media/${mediaId}/session`;

/** Opens the feed on its own connection; a refusal comes with its JSON body read. */
function openFeed(live: LiveApp, token: string, mediaId: number) {
  return new Promise<{ status: number; type: string; body: unknown; feed: GuestFeed | null }>(
    (resolve, reject) => {
      const request = http.get(feedUrl(live, token, mediaId), { agent: false }, (response) => {
        const status = response.statusCode ?? 0;
        const type = String(response.headers['content-type'] ?? '');
        if (status === 200) {
          resolve({ status, type, body: null, feed: new GuestFeed(response) });
          return;
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status, type, body: JSON.parse(text), feed: null }));
      });
      request.on('error', reject);
    },
  );
}

/** Olivia's review link (comments allowed) to the pavilion, or to one post of it. */
async function makeLink(live: LiveApp, postId: number | null = null) {
  const { browser } = await signIn(live.app, PEOPLE.olivia);
  const project = await live.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', PAVILION)
    .executeTakeFirstOrThrow();
  const created = await browser.request('POST', `/api/projects/${project.id}/share-links`, {
    label: 'Agency review',
    allowComments: true,
    postId,
  });
  expect(created.statusCode).toBe(201);
  const link = created.json() as { id: number; url: string };
  return { id: link.id, token: link.url.split('/share/')[1]!, olivia: browser };
}

/** A published post of the pavilion that does not hold the medium. */
async function otherPost(db: Db, mediaId: number) {
  const medium = await db
    .selectFrom('media')
    .select('post_id')
    .where('id', '=', mediaId)
    .executeTakeFirstOrThrow();
  const post = await db
    .selectFrom('posts')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .select('posts.id')
    .where('projects.name', '=', PAVILION)
    .where('posts.published_at', 'is not', null)
    .where('posts.id', '!=', medium.post_id)
    .executeTakeFirstOrThrow();
  return post.id;
}

const presenting = (name: string | null) => (e: ReviewSessionChanged) =>
  (e.presenter?.name ?? null) === name;

describe('a review link guest’s feed of the live session', () => {
  let dir = '';
  let live: LiveApp;
  const opened: HubConnection[] = [];
  const feeds: GuestFeed[] = [];

  beforeAll(async () => {
    dir = makeDataDir();
    live = await startLiveApp(dir);
  });
  afterEach(async () => {
    feeds.splice(0).forEach((feed) => feed.close());
    await Promise.all(opened.splice(0).map((connection) => connection.stop()));
  });
  afterAll(async () => {
    await live?.close();
    removeDataDir(dir);
  });

  const connected = async (email: string) => {
    const { cookie } = await signIn(live.app, email);
    const connection = hubClient(live, { Cookie: cookie });
    opened.push(connection);
    await connection.start();
    return connection;
  };
  const follow = async (token: string, mediaId: number) => {
    const { status, type, feed } = await openFeed(live, token, mediaId);
    expect(status).toBe(200);
    expect(type).toContain('text/event-stream');
    feeds.push(feed!);
    return feed!;
  };

  it('sends the session on opening, then the presenter’s start and states, and the latest to a late guest', async () => {
    const id = await mediaIdOf(live.db, ...FLYTHROUGH);
    const { token } = await makeLink(live);
    const guest = await follow(token, id);
    expect(await guest.next<ReviewSessionChanged>(EVENTS.session)).toEqual({
      mediaId: id,
      presenter: null,
      watchers: [],
    });

    const casey = await connected(PEOPLE.casey);
    await casey.invoke(REVIEW_HUB_METHODS.join, id);
    await casey.invoke(METHODS.start, id);
    const started = await guest.next(EVENTS.session, presenting('Casey Client'));
    expect(started.watchers.map((w) => w.name)).toEqual(['Casey Client']);
    await casey.invoke(METHODS.state, id, videoAt(12.5));
    const state = await guest.next<PresenterState>(EVENTS.state);
    expect(state).toMatchObject({ mediaId: id, seq: 1, presenter: { name: 'Casey Client' } });
    expect(state.state).toEqual(videoAt(12.5));

    // A guest arriving now gets who presents and where they are at once.
    const late = await follow(token, id);
    await late.until(() => late.events.length >= 2);
    expect(late.events.map((e) => e.event)).toEqual([EVENTS.session, EVENTS.state]);
    expect(late.events[0]!.data).toMatchObject({ presenter: { name: 'Casey Client' } });
    expect((late.events[1]!.data as PresenterState).state).toEqual(videoAt(12.5));
    // Guests are not watchers, and cannot present: they have no hub connection at all.
    expect((late.events[0]!.data as ReviewSessionChanged).watchers).toHaveLength(1);

    const from = guest.events.length;
    await casey.stop();
    await guest.next(EVENTS.session, presenting(null), from);
  });

  it('ends the stream once the link is revoked', async () => {
    const id = await mediaIdOf(live.db, ...FLYTHROUGH);
    const { id: linkId, token, olivia } = await makeLink(live);
    const guest = await follow(token, id);
    await guest.next(EVENTS.session);
    expect((await olivia.request('DELETE', `/api/share-links/${linkId}`)).statusCode).toBe(200);
    // The next change of the session finds the link gone: the guest hears nothing more.
    const casey = await connected(PEOPLE.casey);
    await casey.invoke(REVIEW_HUB_METHODS.join, id);
    await guest.until(() => guest.ended);
    expect(guest.events).toHaveLength(1);
    // Reconnecting (as EventSource does) gets the link's refusal, as JSON.
    const again = await openFeed(live, token, id);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ message: SHARE_MESSAGES.revoked });
  });

  it('refuses an unknown link, and a medium outside the link, before any stream', async () => {
    const id = await mediaIdOf(live.db, ...FLYTHROUGH);
    const unknown = await openFeed(live, 'x'.repeat(43), id);
    expect(unknown.status).toBe(404);
    expect(unknown.type).toContain('application/json');
    const { token } = await makeLink(live, await otherPost(live.db, id));
    const outside = await openFeed(live, token, id);
    expect(outside.status).toBe(404);
    expect(outside.body).toMatchObject({ message: 'This file is not part of the shared content.' });
  });

  it('is described in the reference as an event stream, with its events’ data', async () => {
    const { browser } = await signIn(live.app, PEOPLE.olivia);
    const document = (await browser.request('GET', '/api/openapi.json')).json();
    const ok = document.paths['/api/share/{token}/media/{id}/session'].get.responses['200'];
    expect(Object.keys(ok.content)).toEqual(['text/event-stream']);
    expect(Object.keys(ok['x-events'])).toEqual([EVENTS.session, EVENTS.state]);
  });

  it('releases the feed when the guest goes', async () => {
    const id = await mediaIdOf(live.db, ...FLYTHROUGH);
    const { token } = await makeLink(live);
    const hub = live.app.notificationHub;
    const before = hub.groupListenerCount;
    const guest = await follow(token, id);
    await guest.next(EVENTS.session);
    expect(hub.groupListenerCount).toBe(before + 1);
    guest.close();
    const deadline = Date.now() + 5000;
    while (hub.groupListenerCount !== before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(hub.groupListenerCount).toBe(before);
  });
});

// The presenter's socket on A, the guest's feed on B: B hears A's events through Redis.
describeWithRedis('a guest’s feed across two API processes sharing Redis', () => {
  let dir = '';
  const redisPrefix = uniqueTestPrefix('session-guests');
  let a: LiveApp;
  let b: LiveApp;
  let casey: HubConnection | undefined;
  let guest: GuestFeed | undefined;

  beforeAll(async () => {
    dir = makeDataDir();
    const env = { REDIS_URL: TEST_REDIS_URL };
    a = await startLiveApp(dir, { env, hubOptions: { redisPrefix } });
    b = await startLiveApp(dir, {
      env,
      hubOptions: { redisPrefix, sessionChanges: () => () => undefined },
    });
  });
  afterAll(async () => {
    await casey?.stop();
    // B stops with the guest's feed still open: it ends it rather than waiting for it.
    await b?.close();
    expect(guest?.ended).toBe(true);
    await a?.close();
    removeDataDir(dir);
  });

  it('follows a presenter held by the other process', async () => {
    const id = await mediaIdOf(a.db, ...FLYTHROUGH);
    const { token } = await makeLink(a);
    const { cookie } = await signIn(a.app, PEOPLE.casey);
    casey = hubClient(a, { Cookie: cookie });
    await casey.start();
    await casey.invoke(REVIEW_HUB_METHODS.join, id);
    await casey.invoke(METHODS.start, id);
    await casey.invoke(METHODS.state, id, videoAt(3));

    const { status, feed } = await openFeed(b, token, id);
    expect(status).toBe(200);
    guest = feed!;
    // The opening comes from the shared store...
    expect(await guest.next(EVENTS.session)).toMatchObject({ presenter: { name: 'Casey Client' } });
    expect((await guest.next<PresenterState>(EVENTS.state)).state).toEqual(videoAt(3));
    // ...and what follows through the backplane.
    await casey.invoke(METHODS.state, id, videoAt(42));
    const moved = await guest.next<PresenterState>(EVENTS.state, (e) => e.seq === 2);
    expect(moved.state).toEqual(videoAt(42));
    const from = guest.events.length;
    await casey.invoke(METHODS.stop, id);
    await guest.next(EVENTS.session, presenting(null), from);
  });
});

describe('a guest’s feed on its own timers', () => {
  it('pings, checks the link on its clock, and ends when the check refuses', async () => {
    const listeners = new Set<GroupListener>();
    const hub = {
      listenToGroup: (_group: string, listener: GroupListener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const empty: ReviewSessionChanged = { mediaId: 5, presenter: null, watchers: [] };
    const sessions = { sessionOf: async () => empty, latestState: async () => null };
    const feeds = new GuestSessionFeeds(hub, sessions, () => undefined, {
      pingMs: 20,
      recheckMs: 120,
    });
    let checks = 0;
    const app = Fastify();
    app.get('/feed', (request, reply) =>
      feeds.serve(request, reply, 5, async () => {
        checks += 1;
        throw new Error('Revoked');
      }),
    );
    // The refused check on the feed's clock ends the answer, so the request completes.
    const response = await app.inject({ method: 'GET', url: '/feed' });
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(
      response.body.startsWith(`event: ${EVENTS.session}\ndata: ${JSON.stringify(empty)}\n\n`),
    ).toBe(true);
    expect(response.body).toContain(': ping\n\n');
    expect(checks).toBe(1);
    expect(listeners.size).toBe(0);
    expect(feeds.size).toBe(0);
    await app.close();
  });
});
