import type { PresenterState, ReviewSessionChanged } from '@portal/contract';
import { reviewLive } from './review-live';
import { reviewSessions } from './review-session';

const ada = { userId: 3, name: 'Ada Admin' };
const olivia = { userId: 7, name: 'Olivia Harbour' };
const changed = (presenter: typeof ada | null): ReviewSessionChanged => ({
  mediaId: 12,
  presenter,
  watchers: [ada, olivia],
});
const state = (seq: number, time: number, presenter = ada): PresenterState => ({
  mediaId: 12,
  seq,
  at: 1_000 + seq,
  presenter,
  state: { kind: 'video', playing: false, time, frame: Math.round(time * 25), rate: 1, loop: null },
});

const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  jest.restoreAllMocks();
});

it('tells a medium’s listeners who presents and each newer view, in order, never an older one', () => {
  const heard: string[] = [];
  cleanups.push(
    reviewSessions.subscribe(12, (snapshot, what) =>
      heard.push(
        what === 'session'
          ? `session ${snapshot.session?.presenter?.name ?? 'nobody'}`
          : `state ${snapshot.state?.seq}`,
      ),
    ),
  );
  reviewSessions.deliverSession(changed(ada));
  reviewSessions.deliverState(state(2, 1.5));
  reviewSessions.deliverState(state(1, 1));
  reviewSessions.deliverState(state(3, 2));
  expect(heard).toEqual(['session Ada Admin', 'state 2', 'state 3']);
  expect(reviewSessions.snapshot(12).state?.state).toMatchObject({ time: 2 });
  expect(reviewSessions.snapshot(13).session).toBeNull();

  // A new presenter starts from no view, and their numbering from 1.
  reviewSessions.deliverSession(changed(olivia));
  expect(reviewSessions.snapshot(12).state).toBeNull();
  reviewSessions.deliverState(state(1, 4, olivia));
  expect(heard.slice(-2)).toEqual(['session Olivia Harbour', 'state 1']);
});

it('ignores a malformed event, and forgets every session when the connection goes', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const heard: unknown[] = [];
  cleanups.push(reviewSessions.subscribe(12, (snapshot) => heard.push(snapshot.session)));
  reviewSessions.deliverSession({ mediaId: 12, presenter: 'Ada' });
  expect(heard).toEqual([]);
  expect(error).toHaveBeenCalledWith(
    'Ignored a malformed ReviewSessionChanged event',
    expect.anything(),
    expect.anything(),
  );

  const detach = reviewLive.attach({ invoke: async () => null });
  reviewSessions.deliverSession(changed(ada));
  detach();
  expect(heard).toEqual([changed(ada), null]);
});

it('presents through the lent connection, with the medium first and the view after it', async () => {
  await expect(reviewSessions.start(12)).rejects.toThrow('The live connection is not up.');
  const calls: unknown[][] = [];
  cleanups.push(
    reviewLive.attach({
      invoke: async (...args) => {
        calls.push(args);
        return null;
      },
    }),
  );
  const view = state(1, 2).state;
  await reviewSessions.start(12);
  await reviewSessions.send(12, view);
  await reviewSessions.stop(12);
  expect(calls).toEqual([
    ['StartPresenting', 12],
    ['SendPresenterState', 12, view],
    ['StopPresenting', 12],
  ]);
});
