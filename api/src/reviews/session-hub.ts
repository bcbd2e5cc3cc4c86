import {
  MAX_PRESENTER_STATE_CHARS,
  PRESENTER_STATE,
  PresenterViewSchema,
  REVIEW_SESSION_CHANGED,
  REVIEW_SESSION_MESSAGES as MESSAGES,
  REVIEW_SESSION_METHODS,
  type PresenterState,
  type PresenterView,
  type ReviewSessionChanged,
} from '@portal/contract';
import * as v from 'valibot';
import type { Db } from '../db/database.js';
import type { HubConnection } from '../hub/connection.js';
import type { NotificationHub } from '../hub/hub.js';
import { invocation } from '../hub/protocol.js';
import { groupOf, mediumGroup } from './live.js';
import { mayPresent, namesOf } from './session-rights.js';
import { SESSION_ENTRY_TTL_MS } from './session-redis-store.js';
import type { PresenterRecord, SessionStore } from './session-store.js';

/** At most this many states a second go out to a medium's group (the latest always does). */
export const PRESENTER_STATES_PER_SECOND = 30;
const MIN_INTERVAL_MS = 1000 / PRESENTER_STATES_PER_SECOND;

/** A session this process holds: its presenter's connection, and the state waiting to go out. */
interface Presenting {
  connection: HubConnection;
  record: PresenterRecord;
  lastSentAt: number;
  pending: PresenterView | null;
  timer: NodeJS.Timeout | undefined;
}

const mediumOf = (group: string) => Number(group.slice('media:'.length));

/**
 * Live review sessions over the hub's `media:<id>` groups: who watches (the group's
 * connections), one presenter per medium, whose states go to the whole group numbered and
 * timed; the latest is kept for late joiners. Watchers and presenters live in the store (Redis
 * across processes); this process keeps its own connections' share and refreshes it.
 */
export class ReviewSessions {
  /** This process's watchers: medium → connection → it. */
  private readonly watching = new Map<number, Set<HubConnection>>();
  private readonly presenting = new Map<number, Presenting>();
  /** What each watched medium's group last heard of its session (as JSON), from any process. */
  private readonly told = new Map<number, string>();
  /** Stops hearing a watched medium's group (for `told`). */
  private readonly hearing = new Map<number, () => void>();
  private readonly timer: NodeJS.Timeout;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly hub: Pick<NotificationHub, 'publishToGroup' | 'listenToGroup'>,
    private readonly store: SessionStore,
    private readonly logError: (error: unknown, message: string) => void,
    {
      now = Date.now,
      refreshMs = SESSION_ENTRY_TTL_MS / 3,
    }: { now?: () => number; refreshMs?: number } = {},
  ) {
    this.now = now;
    this.timer = setInterval(() => void this.refresh(), refreshMs);
    this.timer.unref();
  }

  /** Serves StartPresenting, StopPresenting and SendPresenterState on the hub. */
  register(hub: Pick<NotificationHub, 'registerMethod'>) {
    hub.registerMethod(REVIEW_SESSION_METHODS.start, (c, args) => this.start(c, args));
    hub.registerMethod(REVIEW_SESSION_METHODS.stop, (c, args) => this.stop(c, args));
    hub.registerMethod(REVIEW_SESSION_METHODS.state, (c, args) => this.state(c, args));
  }

  /** The media group's hook: the joiner is listed, everyone hears, the joiner gets the state. */
  readonly joined = async (connection: HubConnection, group: string) => {
    const mediaId = mediumOf(group);
    let set = this.watching.get(mediaId);
    if (!set) {
      this.watching.set(mediaId, (set = new Set()));
      this.hear(mediaId);
    }
    set.add(connection);
    await this.store.watch(mediaId, this.watcher(connection));
    await this.announce(mediaId);
    const record = await this.store.presenter(mediaId);
    if (record?.state)
      connection.send(invocation(PRESENTER_STATE, [this.stateEvent(mediaId, record)]));
  };

  /** The media group's hook: out of the list, and its session ends if it presented. */
  readonly left = (connection: HubConnection, group: string) => {
    const mediaId = mediumOf(group);
    const set = this.watching.get(mediaId);
    set?.delete(connection);
    if (set?.size === 0) {
      this.watching.delete(mediaId);
      this.hearing.get(mediaId)?.();
      this.hearing.delete(mediaId);
      this.told.delete(mediaId);
    }
    const ending = this.presenting.get(mediaId)?.connection === connection;
    void (async () => {
      await this.store.unwatch(mediaId, this.watcher(connection));
      if (ending) await this.end(mediaId);
      await this.announce(mediaId);
    })().catch((error: unknown) => this.logError(error, `Could not tell ${group} of a leave`));
  };

  private async start(connection: HubConnection, args: unknown[]): Promise<string | null> {
    const mediaId = this.joinedMedium(connection, args[0]);
    if (typeof mediaId === 'string') return mediaId;
    const name = await mayPresent(this.db, connection.info, mediaId);
    if (name === null) return MESSAGES.mayNotPresent;
    if (this.presenting.get(mediaId)?.connection === connection) return null;
    const mine: PresenterRecord = {
      connectionId: connection.info.connectionId,
      userId: connection.info.userId,
      name,
      seq: 0,
      at: this.now(),
      state: null,
    };
    const holder = await this.store.claim(mediaId, mine);
    if (holder.connectionId !== mine.connectionId) return MESSAGES.busy(holder.name);
    const entry = { connection, record: mine, lastSentAt: 0, pending: null, timer: undefined };
    this.presenting.set(mediaId, entry);
    await this.announce(mediaId);
    return null;
  }

  private async stop(connection: HubConnection, args: unknown[]): Promise<string | null> {
    const mediaId = this.joinedMedium(connection, args[0]);
    if (typeof mediaId === 'string') return mediaId;
    if (this.presenting.get(mediaId)?.connection !== connection) return null;
    await this.end(mediaId);
    await this.announce(mediaId);
    return null;
  }

  private async state(connection: HubConnection, args: unknown[]): Promise<string | null> {
    const mediaId = this.joinedMedium(connection, args[0]);
    if (typeof mediaId === 'string') return mediaId;
    if ((JSON.stringify(args[1]) ?? '').length > MAX_PRESENTER_STATE_CHARS) return MESSAGES.tooBig;
    const parsed = v.safeParse(PresenterViewSchema, args[1]);
    if (!parsed.success) return MESSAGES.badState;
    const entry = this.presenting.get(mediaId);
    if (entry?.connection !== connection) return MESSAGES.notPresenting;
    // Faster than the group may hear: the latest waits for its turn and replaces any before it.
    const wait = entry.lastSentAt + MIN_INTERVAL_MS - this.now();
    if (wait <= 0) {
      await this.relay(mediaId, entry, parsed.output);
      return null;
    }
    entry.pending = parsed.output;
    entry.timer ??= setTimeout(() => {
      entry.timer = undefined;
      const state = entry.pending;
      entry.pending = null;
      if (state && this.presenting.get(mediaId) === entry) {
        this.relay(mediaId, entry, state).catch((error: unknown) =>
          this.logError(error, `Could not relay a presenter state to ${mediumGroup(mediaId)}`),
        );
      }
    }, wait);
    return null;
  }

  private async relay(mediaId: number, entry: Presenting, state: PresenterView) {
    entry.lastSentAt = this.now();
    entry.record = { ...entry.record, seq: entry.record.seq + 1, at: entry.lastSentAt, state };
    await this.store.update(mediaId, entry.record);
    const event = this.stateEvent(mediaId, entry.record);
    await this.hub.publishToGroup(mediumGroup(mediaId), PRESENTER_STATE, [event]);
  }

  /** The medium the argument names when the connection has it open, else the refusal. */
  private joinedMedium(connection: HubConnection, arg: unknown): number | string {
    const group = groupOf(arg);
    if (group === null) return MESSAGES.badMedium;
    const mediaId = mediumOf(group);
    return this.watching.get(mediaId)?.has(connection) ? mediaId : MESSAGES.notJoined;
  }

  private async end(mediaId: number) {
    const entry = this.presenting.get(mediaId);
    if (!entry) return;
    this.presenting.delete(mediaId);
    clearTimeout(entry.timer);
    await this.store.release(mediaId, entry.record.connectionId);
  }

  /** Who presents the medium and who watches it now (from the store: every process's). */
  async sessionOf(mediaId: number): Promise<ReviewSessionChanged> {
    const [presenter, watcherIds] = await Promise.all([
      this.store.presenter(mediaId),
      this.store.watchers(mediaId),
    ]);
    const names = await namesOf(this.db, watcherIds);
    return {
      mediaId,
      presenter: presenter && { userId: presenter.userId, name: presenter.name },
      watchers: watcherIds
        .map((userId) => ({ userId, name: names.get(userId) ?? '' }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId),
    };
  }

  /** The presenter's latest state, as the group heard it (null: nobody presents, or no state yet). */
  async latestState(mediaId: number): Promise<PresenterState | null> {
    const record = await this.store.presenter(mediaId);
    return record?.state ? this.stateEvent(mediaId, record) : null;
  }

  /**
   * Tells the medium's group who presents and who watches now; `ifChanged`, only when that is
   * not what this process told it last (a lapse: another process died with its entries).
   */
  private async announce(mediaId: number, { ifChanged = false } = {}) {
    const event = await this.sessionOf(mediaId);
    if (ifChanged && this.told.get(mediaId) === JSON.stringify(event)) return;
    await this.hub.publishToGroup(mediumGroup(mediaId), REVIEW_SESSION_CHANGED, [event]);
  }

  /** Hears what the medium's group is told of its session, by whichever process tells it. */
  private hear(mediaId: number) {
    const stop = this.hub.listenToGroup(mediumGroup(mediaId), (target, args) => {
      if (target === REVIEW_SESSION_CHANGED) this.told.set(mediaId, JSON.stringify(args[0]));
    });
    this.hearing.set(mediaId, stop);
  }

  private stateEvent(mediaId: number, record: PresenterRecord): PresenterState {
    const { seq, at, userId, name } = record;
    return { mediaId, seq, at, presenter: { userId, name }, state: record.state! };
  }

  private watcher = (connection: HubConnection) => ({
    userId: connection.info.userId,
    connectionId: connection.info.connectionId,
  });

  /**
   * Keeps this process's entries alive, ends a session whose presenter lost the right, and tells
   * the groups of the media it watches of entries that lapsed: a presenter or watchers whose
   * process died (nobody else would say so). Each process that watches one may say it once.
   */
  private async refresh() {
    try {
      const watching = [...this.watching].flatMap(([mediaId, set]) =>
        [...set].map(
          (c) => [mediaId, this.watcher(c)] as [number, ReturnType<typeof this.watcher>],
        ),
      );
      const presenting = [...this.presenting].map(
        ([mediaId, entry]) => [mediaId, entry.record.connectionId] as [number, string],
      );
      await this.store.refresh(watching, presenting);
      for (const [mediaId, entry] of this.presenting) {
        if ((await mayPresent(this.db, entry.connection.info, mediaId)) !== null) continue;
        await this.end(mediaId);
        await this.announce(mediaId);
      }
      for (const mediaId of [...this.watching.keys()]) {
        await this.announce(mediaId, { ifChanged: true });
      }
    } catch (error) {
      this.logError(error, 'Could not refresh the live review sessions');
    }
  }

  /** Stops the refresh and ends this process's sessions (their processes' sockets are closing). */
  async close() {
    clearInterval(this.timer);
    for (const stop of this.hearing.values()) stop();
    this.hearing.clear();
    for (const mediaId of [...this.presenting.keys()]) await this.end(mediaId).catch(() => {});
    await this.store.close();
  }
}
