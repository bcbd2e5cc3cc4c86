import {
  SHARE_SESSION_EVENTS,
  type PresenterState,
  type ReviewSessionChanged,
} from '@portal/contract';
import { reviewSessions } from './review-session';
import { shareSessionFeed } from './share-session-feed';

/** Stands in for the browser's EventSource: the test dispatches what the server would send. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(event: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
  }
}

const ada = { userId: 3, name: 'Ada Admin' };
const session = (mediaId: number, presenter: typeof ada | null): ReviewSessionChanged => ({
  mediaId,
  presenter,
  watchers: [ada],
});
const state = (seq: number, time: number): PresenterState => ({
  mediaId: 12,
  seq,
  at: 1_000 + seq,
  presenter: ada,
  state: { kind: 'video', playing: false, time, frame: Math.round(time * 25), rate: 1, loop: null },
});

const cleanups: Array<() => void> = [];
beforeEach(() => {
  FakeEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

it('opens the link’s feed with its cookies and hands its events to the medium’s session', () => {
  const heard: string[] = [];
  cleanups.push(
    reviewSessions.subscribe(12, (snapshot, what) =>
      heard.push(
        `${what} ${snapshot.session?.presenter?.name ?? 'unknown'} ${snapshot.state?.seq ?? '-'}`,
      ),
    ),
  );
  const stop = shareSessionFeed('tok-en', 12);
  const [source] = FakeEventSource.opened;
  expect(source?.url).toBe('/api/share/tok-en/media/12/session');
  expect(source?.init).toEqual({ withCredentials: true });

  source!.emit(SHARE_SESSION_EVENTS.session, session(12, ada));
  source!.emit(SHARE_SESSION_EVENTS.state, state(1, 4));
  // Another medium's event, or one that is not JSON, changes nothing.
  source!.emit(SHARE_SESSION_EVENTS.session, session(13, null));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  source!.dispatchEvent(new MessageEvent(SHARE_SESSION_EVENTS.state, { data: '{' }));
  expect(heard).toEqual(['session Ada Admin -', 'state Ada Admin 1']);
  expect(reviewSessions.snapshot(12).state?.state).toMatchObject({ time: 4 });

  stop();
  expect(source!.closed).toBe(true);
  expect(reviewSessions.snapshot(12)).toMatchObject({ session: null, state: null });
  expect(heard.at(-1)).toBe('session unknown -');
});

it('forgets the session while the stream reconnects, and learns it again from the next opening', () => {
  cleanups.push(reviewSessions.subscribe(12, () => {}));
  cleanups.push(shareSessionFeed('tok-en', 12));
  const [source] = FakeEventSource.opened;
  source!.emit(SHARE_SESSION_EVENTS.session, session(12, ada));
  source!.dispatchEvent(new Event('error'));
  expect(reviewSessions.snapshot(12).session).toBeNull();
  source!.emit(SHARE_SESSION_EVENTS.session, session(12, ada));
  expect(reviewSessions.snapshot(12).session?.presenter).toEqual(ada);
});

it('does nothing where there are no event streams', () => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  const stop = shareSessionFeed('abc', 12);
  expect(FakeEventSource.opened).toEqual([]);
  expect(stop).not.toThrow();
});
