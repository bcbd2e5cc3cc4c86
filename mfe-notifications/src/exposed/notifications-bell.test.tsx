import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { authStore, PortalProviders } from '@portal/shared';
import { json, renderAt, stubFetch } from '@portal/shared/testing';
import { downloadData, note } from '../testing/fixtures';
import NotificationsBell from './notifications-bell';

const LIST = 'GET /api/user-notifications?limit=10&unreadOnly=false';
const COUNT = 'GET /api/user-notifications/unread-count';

beforeEach(() => {
  authStore.setState({ status: 'authenticated', initialized: true });
});

/** Ten unread notifications: a full dropdown, with 'View all notifications'. */
const stubTenUnread = () =>
  stubFetch({
    [COUNT]: () => json(200, { unreadCount: 10 }),
    [LIST]: () =>
      json(
        200,
        Array.from({ length: 10 }, (_, i) => note(i + 1)),
      ),
  });

const openBell = async (name: RegExp | string) => {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('list', { name: 'Notifications list' });
};

it('shows the unread count on the bell, hides it at 0 and caps it at 99+', async () => {
  stubFetch({ [COUNT]: () => json(200, { unreadCount: 3 }), [LIST]: () => json(200, []) });
  const { unmount } = renderAt('*', '/', <NotificationsBell />);
  expect(
    await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
  ).toBeInTheDocument();
  expect(screen.getByText('3')).toBeInTheDocument();
  unmount();
  stubFetch({ [COUNT]: () => json(200, { unreadCount: 120 }), [LIST]: () => json(200, []) });
  renderAt('*', '/', <NotificationsBell />);
  expect(await screen.findByText('99+')).toBeInTheDocument();
});

it('keeps its links above the list, where a notification arriving while it is open cannot move them', async () => {
  stubTenUnread();
  renderAt('*', '/', <NotificationsBell />);
  const list = await openBell('Notifications, 10 unread');
  for (const name of ['My downloads', 'View all notifications']) {
    const link = screen.getByRole('link', { name });
    expect(link.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
});

it('lists notifications with relative times, and View all only from 10 items', async () => {
  stubFetch({
    [COUNT]: () => json(200, { unreadCount: 2 }),
    [LIST]: () => json(200, [note(1), note(2, { isRead: true })]),
  });
  const { unmount } = renderAt('*', '/', <NotificationsBell />);
  const list = await openBell('Notifications, 2 unread');
  expect(within(list).getByText('Note 1')).toBeInTheDocument();
  expect(within(list).getByText('5 minutes ago')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'View all notifications' })).not.toBeInTheDocument();
  unmount();

  stubTenUnread();
  renderAt('*', '/', <NotificationsBell />);
  await openBell('Notifications, 10 unread');
  expect(screen.getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
    'href',
    '/notifications',
  );
});

it('marks one read, deletes one and marks all read through the API', async () => {
  const fetchMock = stubFetch({
    [COUNT]: () => json(200, { unreadCount: 1 }),
    [LIST]: () => json(200, [note(4)]),
    'PUT /api/user-notifications/4/mark-read': () => json(200, { success: true }),
    'DELETE /api/user-notifications/4': () => json(200, { success: true }),
    'PUT /api/user-notifications/mark-all-read': () => json(200, { updated: 1 }),
  });
  renderAt('*', '/', <NotificationsBell />);
  await openBell('Notifications, 1 unread');
  await userEvent.click(screen.getByRole('button', { name: 'Mark as read: Note 4' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete: Note 4' }));
  await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
  const calls = fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${url}`);
  expect(calls).toEqual(
    expect.arrayContaining([
      'PUT /api/user-notifications/4/mark-read',
      'DELETE /api/user-notifications/4',
      'PUT /api/user-notifications/mark-all-read',
    ]),
  );
});

it('shows a progress bar for a running download and lets a finished one be downloaded', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const fetchMock = stubFetch({
    [COUNT]: () => json(200, { unreadCount: 2 }),
    [LIST]: () =>
      json(200, [
        note(1, {
          type: 'Download',
          title: 'Renders zip',
          data: '{"downloadJobId":8,"status":"Processing"}',
        }),
        note(2, {
          type: 'Download',
          title: 'Brief zip',
          data: '{"downloadJobId":9,"status":"Completed"}',
        }),
      ]),
    'PUT /api/user-notifications/2/mark-read': () => json(200, { success: true }),
  });
  renderAt('*', '/', <NotificationsBell />);
  const list = await openBell('Notifications, 2 unread');
  expect(
    within(list).getByRole('progressbar', { name: 'Renders zip: Processing' }),
  ).toBeInTheDocument();
  // Not clickable while running: its title is not inside a button.
  expect(within(list).getByText('Renders zip').closest('button')).toBeNull();
  expect(within(list).getByText('Brief zip').closest('button')).not.toBeNull();
  await userEvent.click(within(list).getByText('Brief zip'));
  expect(open).toHaveBeenCalledWith('/api/download-jobs/9/download', '_blank', 'noopener');
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user-notifications/2/mark-read',
      expect.objectContaining({ method: 'PUT' }),
    ),
  );
});

it('logs malformed download data instead of failing', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  stubFetch({
    [COUNT]: () => json(200, { unreadCount: 1 }),
    [LIST]: () => json(200, [note(1, { type: 'Download', title: 'Odd', data: '{not json' })]),
  });
  renderAt('*', '/', <NotificationsBell />);
  const list = await openBell('Notifications, 1 unread');
  expect(within(list).getByText('Odd')).toBeInTheDocument();
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

it('never shows an unread count below 0', async () => {
  stubFetch({ [COUNT]: () => json(200, { unreadCount: -3 }), [LIST]: () => json(200, []) });
  const queryClient = new QueryClient();
  render(
    <PortalProviders queryClient={queryClient} env="test">
      <MemoryRouter>
        <NotificationsBell />
      </MemoryRouter>
    </PortalProviders>,
  );
  // Once the count has arrived, the bell must still say nothing is unread.
  await waitFor(() =>
    expect(queryClient.getQueryState(['notifications', 'unread-count'])?.status).toBe('success'),
  );
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  expect(screen.queryByText('-3')).not.toBeInTheDocument();
});

it('deletes all read notifications from the dropdown', async () => {
  const fetchMock = stubFetch({
    [COUNT]: () => json(200, { unreadCount: 0 }),
    [LIST]: () => json(200, [note(1, { isRead: true })]),
    'DELETE /api/user-notifications/delete-all-read': () => json(200, { deleted: 1 }),
  });
  renderAt('*', '/', <NotificationsBell />);
  await openBell('Notifications');
  await userEvent.click(screen.getByRole('button', { name: 'Delete all read' }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user-notifications/delete-all-read',
      expect.objectContaining({ method: 'DELETE' }),
    ),
  );
});

it('offers Delete all read only when something read may be there (walk D14)', async () => {
  let items = [note(1), note(2)];
  stubFetch({ [COUNT]: () => json(200, { unreadCount: 2 }), [LIST]: () => json(200, items) });
  const { unmount } = renderAt('*', '/', <NotificationsBell />);
  await openBell(/^Notifications/);
  // Two, both unread, and nothing beyond them.
  expect(screen.getByRole('button', { name: 'Delete all read' })).toBeDisabled();
  unmount();
  // Ten unread: read ones may lie beyond the ten listed.
  items = Array.from({ length: 10 }, (_, i) => note(i + 1));
  renderAt('*', '/', <NotificationsBell />);
  await openBell(/^Notifications/);
  expect(screen.getByRole('button', { name: 'Delete all read' })).toBeEnabled();
});

it("shows a job's progress from its data, and a failed download's state without a link", async () => {
  const download = (id: number, title: string, status: string, progress: number) =>
    note(id, { type: 'Download', title, data: downloadData(id + 20, status, progress) });
  stubFetch({
    [COUNT]: () => json(200, { unreadCount: 3 }),
    [LIST]: () =>
      json(200, [
        download(1, 'Waiting zip', 'Queued', 0),
        download(2, 'Packing zip', 'Processing', 75),
        download(3, 'Broken zip', 'Failed', 25),
      ]),
  });
  renderAt('*', '/', <NotificationsBell />);
  const list = await openBell('Notifications, 3 unread');
  const waiting = within(list).getByRole('progressbar', { name: 'Waiting zip: Queued' });
  expect(waiting).toHaveAttribute('aria-valuenow', '0');
  const packing = within(list).getByRole('progressbar', { name: 'Packing zip: Processing' });
  expect(packing).toHaveAttribute('aria-valuenow', '75');
  expect(packing).toHaveAttribute('aria-valuetext', 'Processing, 75%');
  expect(within(list).getByText('Download · Failed')).toBeInTheDocument();
  expect(within(list).getAllByRole('progressbar')).toHaveLength(2);
  for (const title of ['Waiting zip', 'Packing zip', 'Broken zip']) {
    expect(within(list).getByText(title).closest('button')).toBeNull();
  }
});

it('closes the dropdown with Escape, from the bell or from inside, and gives the bell focus', async () => {
  stubFetch({ [COUNT]: () => json(200, { unreadCount: 1 }), [LIST]: () => json(200, [note(1)]) });
  renderAt('*', '/', <NotificationsBell />);
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  await openBell('Notifications, 1 unread');
  await userEvent.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('list', { name: 'Notifications list' })).not.toBeInTheDocument(),
  );
  expect(bell).toHaveFocus();

  const list = await openBell('Notifications, 1 unread');
  within(list).getAllByRole('button')[0]!.focus();
  await userEvent.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('list', { name: 'Notifications list' })).not.toBeInTheDocument(),
  );
  expect(bell).toHaveFocus();
});

it("in the phone menu is an entry named by its words, 'Notifications' and the count, opening the same list", async () => {
  stubFetch({ [COUNT]: () => json(200, { unreadCount: 3 }), [LIST]: () => json(200, [note(1)]) });
  renderAt('*', '/', <NotificationsBell variant="menu" />);
  const list = await openBell('Notifications 3 unread');
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
});
