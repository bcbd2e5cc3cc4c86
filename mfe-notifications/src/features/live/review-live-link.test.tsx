import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  MEDIA_REVIEW_CHANGED,
  PortalProviders,
  REVIEW_SESSION_CHANGED,
  reviewLive,
  reviewSessions,
} from '@portal/shared';
import { json, signIn, signOutLocally, stubFetch } from '@portal/shared/testing';
import { fakeHubs, type FakeHub } from '../../testing/fixtures';
import { RESTART_DELAYS_MS } from './connection';
import { useLiveNotifications } from './use-live-notifications';

// The tab's hub connection carries the review events of the media the page's viewers watch
// (through `reviewLive`), whoever mounted those viewers.

function renderLive(made = fakeHubs()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalProviders queryClient={queryClient} env="test">
      {children}
    </PortalProviders>
  );
  const view = renderHook(() => useLiveNotifications({ createConnection: made.create }), {
    wrapper,
  });
  return { ...view, hubs: made.hubs, hub: made.hubs[0]! };
}

/** The hub methods the connection was asked to call, as `Method id`. */
const invoked = (hub: FakeHub) => hub.invoke.mock.calls.map(([method, id]) => `${method} ${id}`);
/** Lets the start (a resolved promise) finish. */
const started = () => act(() => Promise.resolve());

const unwatch: Array<() => void> = [];
beforeEach(() => {
  signIn();
  stubFetch({
    'GET /api/user-notifications?limit=10&unreadOnly=false': () => json(200, []),
    'GET /api/user-notifications/unread-count': () => json(200, { unreadCount: 0 }),
  });
});
afterEach(() => {
  unwatch.splice(0).forEach((stop) => stop());
  jest.restoreAllMocks();
});

it('joins the watched media once started, and hands their events to the viewers', async () => {
  const heard: unknown[] = [];
  unwatch.push(reviewLive.watch(12, (event) => heard.push(event)));
  const { hub } = renderLive();
  expect(hub.invoke).not.toHaveBeenCalled();
  await started();
  expect(invoked(hub)).toEqual(['JoinMedium 12']);

  // A viewer opened later joins at once; one closed leaves.
  const stop = reviewLive.watch(13, () => {});
  expect(invoked(hub)).toEqual(['JoinMedium 12', 'JoinMedium 13']);
  stop();
  expect(invoked(hub)).toEqual(['JoinMedium 12', 'JoinMedium 13', 'LeaveMedium 13']);

  hub.emit(MEDIA_REVIEW_CHANGED, { mediaId: 12, change: 'comment', commentId: 40 });
  expect(heard).toEqual([{ mediaId: 12, change: 'comment', commentId: 40 }]);
});

it('joins again after a reconnect, since the server forgot the groups of the old connection', async () => {
  unwatch.push(reviewLive.watch(12, () => {}));
  const { hub } = renderLive();
  await started();
  hub.reconnect();
  expect(invoked(hub)).toEqual(['JoinMedium 12', 'JoinMedium 12']);
});

it('waits while the connection is closed, and joins once it has started again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { hub } = renderLive();
  await started();
  jest.useFakeTimers();
  try {
    hub.close(new Error('Server timeout elapsed'));
    unwatch.push(reviewLive.watch(12, () => {}));
    expect(hub.invoke).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(RESTART_DELAYS_MS[0]!));
    expect(hub.start).toHaveBeenCalledTimes(2);
    expect(invoked(hub)).toEqual(['JoinMedium 12']);
  } finally {
    jest.useRealTimers();
  }
});

it('lets go of the connection when the user signs out', async () => {
  const { hub } = renderLive();
  await started();
  act(() => signOutLocally());
  expect(hub.stop).toHaveBeenCalledTimes(1);
  unwatch.push(reviewLive.watch(12, () => {}));
  expect(hub.invoke).not.toHaveBeenCalled();
});

it('logs a malformed review event and tells no viewer', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const listener = jest.fn();
  unwatch.push(reviewLive.watch(12, listener));
  const { hub } = renderLive();
  await started();
  hub.emit(MEDIA_REVIEW_CHANGED, { mediaId: 12, change: 'everything' });
  expect(listener).not.toHaveBeenCalled();
  expect(error).toHaveBeenCalledWith(
    'Ignored a malformed MediaReviewChanged event',
    expect.anything(),
    expect.anything(),
  );
});

it('hands the live sessions’ events to reviewSessions, and passes a view on with its medium', async () => {
  unwatch.push(reviewLive.watch(12, () => {}));
  const heard: unknown[] = [];
  unwatch.push(reviewSessions.subscribe(12, (snapshot) => heard.push(snapshot.session)));
  const { hub } = renderLive();
  await started();
  const session = { mediaId: 12, presenter: { userId: 3, name: 'Ada Admin' }, watchers: [] };
  hub.emit(REVIEW_SESSION_CHANGED, session);
  expect(heard).toEqual([session]);

  const view = { kind: 'pdf', page: 2, zoom: 1 } as const;
  await reviewSessions.send(12, view);
  expect(hub.invoke).toHaveBeenLastCalledWith('SendPresenterState', 12, view);
});
