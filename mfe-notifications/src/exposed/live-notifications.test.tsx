import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { authStore, HUB_SESSION_ENDED_ERROR, PortalProviders } from '@portal/shared';
import {
  deferred,
  json,
  signIn,
  signOutLocally,
  stubFetch,
  userState,
} from '@portal/shared/testing';
import {
  downloadData,
  fakeHubs,
  FakeBrowserNotification,
  installBrowserNotifications,
  note,
} from '../testing/fixtures';
import { RESTART_DELAYS_MS } from '../features/live/connection';
import LiveNotifications from './live-notifications';
import NotificationsBell from './notifications-bell';

const LIST = '/api/user-notifications?limit=10&unreadOnly=false';
const LIST_PARAMS = { limit: 10, unreadOnly: false };
const COUNT = '/api/user-notifications/unread-count';
const CREATED = 'UserNotificationCreated';
const DELETED = 'UserNotificationDeleted';

const answer = (list: unknown[], unreadCount = list.length) =>
  stubFetch({
    [`GET ${LIST}`]: () => json(200, list),
    [`GET ${COUNT}`]: () => json(200, { unreadCount }),
    'PUT /api/user-notifications/1/mark-read': () => json(200, { success: true }),
    'PUT /api/user-notifications/5/mark-read': () => json(200, { success: true }),
  });
const calls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${url}`);

function renderLive({ hubs, create } = fakeHubs()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <PortalProviders queryClient={queryClient} env="test">
      <MemoryRouter>
        <LiveNotifications createConnection={create} />
        <NotificationsBell />
      </MemoryRouter>
    </PortalProviders>,
  );
  // The effect that connects has run once render returns.
  return { hubs, hub: hubs[0]!, queryClient };
}
const openBell = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('list', { name: 'Notifications list' });
};

let removeNotificationApi = () => {};
beforeEach(() => signIn());
afterEach(() => {
  removeNotificationApi();
  jest.restoreAllMocks();
});

it('opens one connection, and a created event shows a toast and reloads the list and count', async () => {
  answer([]);
  const { hubs, hub } = renderLive();
  await screen.findByRole('button', { name: 'Notifications' });
  expect(hubs).toHaveLength(1);
  expect(hub.start).toHaveBeenCalledTimes(1);

  const reply = note(1, { type: 'CommentReply', title: 'Sam replied', message: 'Looks good' });
  const fetchMock = answer([reply]);
  hub.emit(CREATED, { ...reply, notificationId: 1 });
  const toast = await screen.findByRole('alert');
  expect(within(toast).getByText('Sam replied')).toBeInTheDocument();
  expect(within(toast).getByText('Looks good')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  const list = await openBell('Notifications, 1 unread');
  expect(within(list).getByText('Sam replied')).toBeInTheDocument();
  expect(calls(fetchMock)).toEqual(expect.arrayContaining([`GET ${LIST}`, `GET ${COUNT}`]));
});

it('shows a change to a listed notification at once, and still reloads list and count', async () => {
  answer([note(1, { title: 'Before' })]);
  const { hub } = renderLive();
  await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  // The server is slow to answer: the pushed notification shows meanwhile.
  const later = deferred<void>();
  const fetchMock = stubFetch({
    [`GET ${LIST}`]: async () => {
      await later.promise;
      return json(200, [note(1, { title: 'After', isRead: true })]);
    },
    [`GET ${COUNT}`]: async () => {
      await later.promise;
      return json(200, { unreadCount: 0 });
    },
  });
  hub.emit(CREATED, { ...note(1, { title: 'After', isRead: true }), notificationId: 1 });
  const list = await openBell('Notifications');
  expect(within(list).getByText('After')).toBeInTheDocument();
  expect(calls(fetchMock).sort()).toEqual([`GET ${COUNT}`, `GET ${LIST}`]);
  await act(async () => later.resolve());
  expect(within(list).getByText('After')).toBeInTheDocument();
});

it('shows a browser notification when allowed, and closing it marks the notification read', async () => {
  removeNotificationApi = installBrowserNotifications('granted');
  answer([]);
  const { hub } = renderLive();
  await screen.findByRole('button', { name: 'Notifications' });
  const fetchMock = answer([note(1)]);
  hub.emit(CREATED, { ...note(1, { title: 'Maintenance tonight' }), notificationId: 1 });
  expect(FakeBrowserNotification.shown.map((shown) => shown.title)).toEqual([
    'Maintenance tonight',
  ]);
  act(() => FakeBrowserNotification.shown[0]!.close());
  await waitFor(() =>
    expect(calls(fetchMock)).toContain('PUT /api/user-notifications/1/mark-read'),
  );
});

it('shows no browser notification without permission (and never asks on its own)', async () => {
  removeNotificationApi = installBrowserNotifications('default');
  answer([]);
  const { hub } = renderLive();
  await screen.findByRole('button', { name: 'Notifications' });
  hub.emit(CREATED, { ...note(1), notificationId: 1 });
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(FakeBrowserNotification.shown).toHaveLength(0);
  expect(FakeBrowserNotification.requestPermission).not.toHaveBeenCalled();
});

it('removes a deleted notification 50 ms after the event and closes its browser notification', async () => {
  removeNotificationApi = installBrowserNotifications('granted');
  answer([]);
  const { hub, queryClient } = renderLive();
  await screen.findByRole('button', { name: 'Notifications' });
  answer([note(1, { title: 'Old news' })]);
  hub.emit(CREATED, { ...note(1, { title: 'Old news' }), notificationId: 1 });
  const list = await openBell('Notifications, 1 unread');
  expect(within(list).getByText('Old news')).toBeInTheDocument();

  const fetchMock = answer([]);
  const listed = () =>
    queryClient
      .getQueryData<Array<{ id: number }>>(['notifications', 'list', LIST_PARAMS])
      ?.map((item) => item.id);
  jest.useFakeTimers();
  try {
    hub.emit(DELETED, { notificationId: 1 });
    act(() => jest.advanceTimersByTime(49));
    expect(listed()).toEqual([1]);
    act(() => jest.advanceTimersByTime(1));
    expect(listed()).toEqual([]);
    // The cache tells its observers on a 0 ms timer: let it run before real timers return.
    await act(() => jest.advanceTimersByTimeAsync(10));
  } finally {
    jest.useRealTimers();
  }
  expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
  expect(FakeBrowserNotification.shown[0]!.closed).toBe(true);
  // The portal closed it, so it does not count as read.
  expect(calls(fetchMock)).not.toContain('PUT /api/user-notifications/1/mark-read');
});

it('logs a malformed event to the console only', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answer([]);
  const { hub } = renderLive();
  await screen.findByRole('button', { name: 'Notifications' });
  const fetchMock = answer([]);
  hub.emit(CREATED, { notificationId: 'seven', title: 5 });
  hub.emit(DELETED, { id: 3 });
  expect(log).toHaveBeenCalledWith(
    'Ignored a malformed UserNotificationCreated event',
    expect.anything(),
    expect.anything(),
  );
  expect(log).toHaveBeenCalledWith(
    'Ignored a malformed UserNotificationDeleted event',
    expect.anything(),
    expect.anything(),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('logs a failed start to the console only', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answer([]);
  const failure = new Error('Handshake failed');
  renderLive(fakeHubs({ startError: failure }));
  await waitFor(() =>
    expect(log).toHaveBeenCalledWith('The live notifications connection could not start', failure),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('starts again after the reconnect attempts run out, and catches up', async () => {
  answer([]);
  const { hub } = renderLive();
  await screen.findByRole('button', { name: 'Notifications' });
  jest.useFakeTimers();
  try {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    hub.close(new Error('Server timeout elapsed'));
    act(() => jest.advanceTimersByTime(RESTART_DELAYS_MS[0]! - 1));
    expect(hub.start).toHaveBeenCalledTimes(1);
    const fetchMock = answer([note(1)]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(hub.start).toHaveBeenCalledTimes(2);
    expect(calls(fetchMock)).toEqual(expect.arrayContaining([`GET ${LIST}`, `GET ${COUNT}`]));
  } finally {
    jest.useRealTimers();
  }
});

it('keeps trying (2, 10, 30 s, then every minute) while the hub cannot be reached, not after sign-out', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answer([]);
  jest.useFakeTimers();
  try {
    const { hub } = renderLive(fakeHubs({ startError: new Error('502') }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    const tries: number[] = [];
    for (const delay of [2_000, 10_000, 30_000, 60_000, 60_000]) {
      await act(() => jest.advanceTimersByTimeAsync(delay));
      tries.push(hub.start.mock.calls.length);
    }
    expect(tries).toEqual([2, 3, 4, 5, 6]);
    act(() => signOutLocally());
    await act(() => jest.advanceTimersByTimeAsync(5 * 60_000));
    expect(hub.start).toHaveBeenCalledTimes(6);
  } finally {
    jest.useRealTimers();
  }
});

it('asks who the tab is when the hub says the session ended, and stops once signed out', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answer([]);
  const { hub } = renderLive();
  await screen.findByRole('button', { name: 'Notifications' });
  const signedOut = { ...userState(), isAuthenticated: false, user: null, currentClient: null };
  stubFetch({ 'GET /api/account/user-state': () => json(200, signedOut) });
  jest.useFakeTimers();
  try {
    hub.close(new Error(`Server returned an error on close: ${HUB_SESSION_ENDED_ERROR}`));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(authStore.getState().status).toBe('unauthenticated');
    // A close the hub meant is no error (walk D21).
    expect(log).not.toHaveBeenCalled();
    expect(hub.stop).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(5 * 60_000));
    expect(hub.start).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

it('reloads list and count after a reconnect', async () => {
  answer([]);
  const { hub } = renderLive();
  await screen.findByRole('button', { name: 'Notifications' });
  const fetchMock = answer([note(1)]);
  hub.reconnect();
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  expect(calls(fetchMock)).toEqual(expect.arrayContaining([`GET ${LIST}`, `GET ${COUNT}`]));
});

it('stops the connection and forgets the list when the user signs out', async () => {
  answer([note(1)]);
  const { hubs, hub, queryClient } = renderLive();
  await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  act(() => signOutLocally());
  expect(hub.stop).toHaveBeenCalledTimes(1);
  expect(queryClient.getQueryData(['notifications', 'unread-count'])).toBeUndefined();
  expect(hubs).toHaveLength(1);
});

it('starts a new connection when the effective user changes', async () => {
  answer([]);
  const { hubs, hub } = renderLive();
  await screen.findByRole('button', { name: 'Notifications' });
  const other = userState();
  act(() => signIn({ ...other, user: { ...other.user!, id: 'u2', userName: 'Olivia' } }));
  expect(hub.stop).toHaveBeenCalledTimes(1);
  expect(hubs).toHaveLength(2);
  expect(hubs[1]!.start).toHaveBeenCalledTimes(1);
});

it('shows each step of a download live, as a toast and in the list, and its Download button fetches the file', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  answer([]);
  const { hub } = renderLive();
  await screen.findByRole('button', { name: 'Notifications' });
  const job = (status: string, progress: number, title: string, message: string) => ({
    ...note(5, { type: 'Download', title, message, data: downloadData(9, status, progress) }),
    notificationId: 5,
  });
  const queued = job('Queued', 0, 'Download queued', '“Renders” is waiting to be packed.');
  let fetchMock = answer([queued], 1);
  hub.emit(CREATED, queued);
  let toast = await screen.findByRole('alert');
  expect(within(toast).getByText('Download queued')).toBeInTheDocument();
  expect(within(toast).getByText('“Renders” is waiting to be packed.')).toBeInTheDocument();
  await waitFor(() =>
    expect(calls(fetchMock)).toEqual(expect.arrayContaining([`GET ${LIST}`, `GET ${COUNT}`])),
  );

  const packing = job('Processing', 50, 'Preparing your download', 'Packing “Renders”: 50% done.');
  fetchMock = answer([packing], 1);
  hub.emit(CREATED, packing);
  // The job's one toast now tells of this step.
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Packing “Renders”: 50% done.'),
  );
  const list = await openBell('Notifications, 1 unread');
  const bar = within(list).getByRole('progressbar', {
    name: 'Preparing your download: Processing',
  });
  expect(bar).toHaveAttribute('aria-valuenow', '50');
  expect(calls(fetchMock)).toEqual(expect.arrayContaining([`GET ${LIST}`, `GET ${COUNT}`]));

  const ready = job('Completed', 100, 'Download ready', '“Renders” is ready to download.');
  fetchMock = answer([ready], 1);
  hub.emit(CREATED, ready);
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('“Renders” is ready to download.'),
  );
  toast = screen.getByRole('alert');
  await userEvent.click(within(toast).getByRole('button', { name: 'Download' }));
  expect(open).toHaveBeenCalledWith('/api/download-jobs/9/download', '_blank', 'noopener');
  await waitFor(() =>
    expect(calls(fetchMock)).toContain('PUT /api/user-notifications/5/mark-read'),
  );
});

it('gives each step of a download a toast of its own, with its own time on screen', async () => {
  answer([]);
  const { hub } = renderLive();
  await screen.findByRole('button', { name: 'Notifications' });
  const job = (status: string, message: string) => ({
    ...note(5, { type: 'Download', message, data: downloadData(9, status, 0) }),
    notificationId: 5,
  });
  jest.useFakeTimers();
  try {
    hub.emit(CREATED, job('Queued', '“Renders” is waiting to be packed.'));
    await act(() => jest.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('alert')).toHaveTextContent('waiting to be packed');
    hub.emit(CREATED, job('Completed', '“Renders” is ready to download.'));
    // Well past the queued toast's 5 s, the outcome is still there to be acted on.
    await act(() => jest.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('alert')).toHaveTextContent('“Renders” is ready to download.');
  } finally {
    jest.useRealTimers();
  }
});
