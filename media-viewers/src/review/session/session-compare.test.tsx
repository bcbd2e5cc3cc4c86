import { act, fireEvent, screen } from '@testing-library/react';
import { reviewLive, reviewSessions, type PresenterView } from '@portal/shared';
import { renderWithPortal, resetStores, signIn, userState } from '@portal/shared/testing';
import type { CompareState, LiveCompare, LiveView } from './live-view';
import { SessionBar } from './session-bar';
import { useReviewSession } from './use-review-session';

const ADA = { userId: 3, name: 'Ada Admin' };
const OLIVIA = { userId: 7, name: 'Olivia Harbour' };
const PICTURE: PresenterView = { kind: 'image', zoom: 1, x: 0.5, y: 0.5 };
const WIPED: CompareState = { mode: 'wipe', wipe: 0.3, versions: [1, 2] };

function Workspace({ live, compare }: { live: LiveView; compare: LiveCompare }) {
  const session = useReviewSession({ mediaId: 12, live, canPresent: true, version: 2, compare });
  return <SessionBar session={session} />;
}

const fakeLive = () => ({ read: jest.fn(() => PICTURE), apply: jest.fn(), release: jest.fn() });
const fakeCompare = (open: CompareState | null, isOpen = open !== null) => ({
  read: jest.fn(() => open),
  isOpen: jest.fn(() => isOpen),
  apply: jest.fn(),
});

let detach: () => void;
let invoke: jest.Mock;
beforeEach(() => {
  invoke = jest.fn(() => Promise.resolve());
  detach = reviewLive.attach({ invoke });
});
afterEach(() => {
  detach();
  resetStores();
  jest.useRealTimers();
});

const announce = () =>
  act(() =>
    reviewSessions.deliverSession({ mediaId: 12, presenter: ADA, watchers: [ADA, OLIVIA] }),
  );
const state = (seq: number, view: PresenterView) =>
  act(() =>
    reviewSessions.deliverState({ mediaId: 12, seq, at: Date.now(), presenter: ADA, state: view }),
  );
const sent = () => invoke.mock.calls.filter(([method]) => method === 'SendPresenterState');

it('sends the comparison open with the presenter’s view, and null when none is', () => {
  jest.useFakeTimers();
  signIn(userState({ user: { ...userState().user!, id: '3', userName: ADA.name } }));
  const compare = fakeCompare(WIPED);
  renderWithPortal(<Workspace live={fakeLive()} compare={compare} />);
  announce();
  act(() => jest.advanceTimersByTime(100));
  expect(sent()).toEqual([['SendPresenterState', 12, { ...PICTURE, version: 2, compare: WIPED }]]);
  // The divider moves: a new view goes.
  compare.read.mockReturnValue({ ...WIPED, wipe: 0.6 });
  act(() => jest.advanceTimersByTime(100));
  expect(sent().at(-1)?.[2]).toEqual({ ...PICTURE, version: 2, compare: { ...WIPED, wipe: 0.6 } });
  // Closed (or a comparison with another medium): compare null.
  compare.read.mockReturnValue(null);
  act(() => jest.advanceTimersByTime(100));
  expect(sent().at(-1)?.[2]).toEqual({ ...PICTURE, version: 2, compare: null });
  expect(sent()).toHaveLength(3);
});

it('opens, changes and closes a follower’s comparison as the presenter’s views say', () => {
  signIn(userState({ user: { ...userState().user!, id: '7', userName: OLIVIA.name } }));
  const live = fakeLive();
  // One comparison whose state the test moves as the dialog would.
  const compare = fakeCompare(null);
  const comparing = (open: CompareState | null, isOpen = open !== null) => {
    compare.read.mockReturnValue(open);
    compare.isOpen.mockReturnValue(isOpen);
  };
  renderWithPortal(<Workspace live={live} compare={compare} />);
  announce();
  state(1, { ...PICTURE, version: 2, compare: WIPED });
  fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
  // The comparison opens first; the viewer's part is not applied to the viewer it replaces.
  expect(compare.apply).toHaveBeenLastCalledWith(WIPED);
  expect(live.apply).not.toHaveBeenCalled();

  // Open as the presenter's: nothing to do; another divider position is applied.
  comparing(WIPED);
  state(2, { ...PICTURE, version: 2, compare: WIPED });
  expect(compare.apply).toHaveBeenCalledTimes(1);
  state(3, { ...PICTURE, version: 2, compare: { ...WIPED, wipe: 0.7 } });
  expect(compare.apply).toHaveBeenLastCalledWith({ ...WIPED, wipe: 0.7 });

  // The presenter closes theirs: the follower's closes; with none open, the view is applied.
  state(4, { ...PICTURE, version: 2, compare: null });
  expect(compare.apply).toHaveBeenLastCalledWith(null);
  expect(live.apply).not.toHaveBeenCalled();
  comparing(null);
  state(5, { ...PICTURE, version: 2, compare: null });
  expect(compare.apply).toHaveBeenCalledTimes(3);
  expect(live.apply).toHaveBeenLastCalledWith(
    { ...PICTURE, version: 2, compare: null },
    expect.any(Number),
  );
  // A follower comparing with another medium (nothing to read, but open) is closed too.
  comparing(null, true);
  state(6, { ...PICTURE, version: 2, compare: null });
  expect(compare.apply).toHaveBeenCalledTimes(4);
  expect(compare.apply).toHaveBeenLastCalledWith(null);
});
