import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewLive, reviewSessions, type PresenterView } from '@portal/shared';
import { renderWithPortal, resetStores, signIn, userState } from '@portal/shared/testing';
import type { LiveView } from './live-view';
import { SessionBar } from './session-bar';
import { useReviewSession } from './use-review-session';

const ADA = { userId: 3, name: 'Ada Admin' };
const OLIVIA = { userId: 7, name: 'Olivia Harbour' };
const PAUSED: PresenterView = {
  kind: 'video',
  playing: false,
  time: 2.5,
  frame: 60,
  rate: 1,
  loop: null,
};

function Workspace({ live }: { live: LiveView }) {
  const session = useReviewSession({ mediaId: 12, live, canPresent: true, version: 1 });
  return (
    <>
      <SessionBar session={session} />
      <div data-testid="viewer" onPointerDownCapture={session.moved} />
    </>
  );
}

const status = () =>
  within(screen.getByRole('region', { name: 'Live session' })).getByRole('status');

const fakeLive = (view: PresenterView | null = PAUSED) => ({
  read: jest.fn(() => view),
  apply: jest.fn(),
  release: jest.fn(),
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

const announce = (presenter: typeof ADA | null, watchers = [ADA, OLIVIA]) =>
  act(() => reviewSessions.deliverSession({ mediaId: 12, presenter, watchers }));
const state = (seq: number, view: PresenterView) =>
  act(() =>
    reviewSessions.deliverState({ mediaId: 12, seq, at: Date.now(), presenter: ADA, state: view }),
  );

it('offers to present once the hub has said nobody presents, and asks the hub', async () => {
  signIn(userState({ user: { ...userState().user!, id: '7', userName: OLIVIA.name } }));
  renderWithPortal(<Workspace live={fakeLive()} />);
  expect(screen.queryByRole('button', { name: 'Present' })).not.toBeInTheDocument();
  announce(null);
  await userEvent.click(screen.getByRole('button', { name: 'Present' }));
  expect(invoke).toHaveBeenCalledWith('StartPresenting', 12);
});

it('follows the presenter’s views until the follower moves, and may follow again', async () => {
  signIn(userState({ user: { ...userState().user!, id: '7', userName: OLIVIA.name } }));
  const live = fakeLive();
  renderWithPortal(<Workspace live={live} />);
  announce(ADA);
  expect(status()).toHaveTextContent('Ada Admin is presenting —');
  expect(screen.queryByRole('button', { name: 'Present' })).not.toBeInTheDocument();
  state(1, PAUSED);
  // Not following yet: nothing is shown.
  expect(live.apply).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(status()).toHaveTextContent('Following Ada Admin');
  // The view held is shown at once, and each new one as it comes.
  expect(live.apply).toHaveBeenLastCalledWith(PAUSED, expect.any(Number));
  const later = { ...PAUSED, time: 3, frame: 72 };
  state(2, later);
  expect(live.apply).toHaveBeenLastCalledWith(later, expect.any(Number));

  fireEvent.pointerDown(screen.getByTestId('viewer'));
  expect(status()).toHaveTextContent('Ada Admin is presenting —');
  expect(live.release).toHaveBeenCalled();
  state(3, { ...PAUSED, frame: 80, time: 3.35 });
  expect(live.apply).toHaveBeenCalledTimes(2);
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(live.apply).toHaveBeenLastCalledWith(
    { ...PAUSED, frame: 80, time: 3.35 },
    expect.any(Number),
  );
});

it('sends the presenter’s view with the version on view, once while nothing changes', () => {
  jest.useFakeTimers();
  signIn(userState({ user: { ...userState().user!, id: '3', userName: ADA.name } }));
  renderWithPortal(<Workspace live={fakeLive()} />);
  announce(ADA);
  expect(status()).toHaveTextContent('You are presenting');
  expect(screen.getByText('Watching: Olivia Harbour')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Stop presenting' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(300));
  const sent = invoke.mock.calls.filter(([method]) => method === 'SendPresenterState');
  expect(sent).toEqual([['SendPresenterState', 12, { ...PAUSED, version: 1 }]]);
});
