import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { authStore, createPortalQueryClient, PortalProviders } from '@portal/shared';
import { json, stubFetch } from '@portal/shared/testing';
import { note } from '../testing/fixtures';
import NotificationsBell from './notifications-bell';
import NotificationsPage from './notifications-page';

// Opening a notification: every type marks it read; ProjectUpdate and CommentReply also go to the
// project (at the comment), and the dropdown closes; System and Alert stay where they are.

const LIST = '/api/user-notifications?limit=10&unreadOnly=false';
const PAGE = '/api/user-notifications?limit=20&page=1&unreadOnly=false';
const COUNT = '/api/user-notifications/unread-count';

const reply = note(1, {
  type: 'CommentReply',
  title: 'Olivia replied to your comment',
  data: JSON.stringify({ projectId: 3, commentId: 42 }),
});
const update = note(2, {
  type: 'ProjectUpdate',
  title: 'New post in Circular Quay',
  data: JSON.stringify({ projectId: 5, postId: 7 }),
});
const alert = note(3, { type: 'Alert', title: 'Maintenance tonight' });
const system = note(4, { type: 'System', title: 'Welcome' });
const odd = note(5, { type: 'CommentReply', title: 'Odd reply', data: '{"projectId":"x"}' });
const bare = note(6, { type: 'ProjectUpdate', title: 'Seeded update', data: null });
const all = [reply, update, alert, system, odd, bare];

/** Where the router is, hash included (the project page scrolls to `#comment-{id}`). */
function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Where">{pathname + hash}</output>;
}

function renderAtHome(ui: ReactElement, url = '/projects') {
  return render(
    <PortalProviders queryClient={createPortalQueryClient()} env="test">
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <Where />
      </MemoryRouter>
    </PortalProviders>,
  );
}

beforeEach(() => authStore.setState({ status: 'authenticated', initialized: true }));

function stubAll() {
  const routes: Parameters<typeof stubFetch>[0] = {
    [`GET ${COUNT}`]: () => json(200, { unreadCount: all.length }),
    [`GET ${LIST}`]: () => json(200, all),
    [`GET ${PAGE}`]: () => json(200, all, { 'X-Total-Count': String(all.length) }),
  };
  for (const item of all) {
    routes[`PUT /api/user-notifications/${item.id}/mark-read`] = () => json(200, { success: true });
  }
  return stubFetch(routes);
}

const markedRead = (fetchMock: jest.Mock, id: number) =>
  waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/user-notifications/${id}/mark-read`,
      expect.objectContaining({ method: 'PUT' }),
    ),
  );

async function openFromBell(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  const list = await screen.findByRole('list', { name: 'Notifications list' });
  await userEvent.click(within(list).getByText(title));
}

it.each([
  { item: reply, where: '/projects/3#comment-42' },
  { item: update, where: '/projects/5' },
])('$item.type goes to $where and closes the dropdown', async ({ item, where }) => {
  const fetchMock = stubAll();
  renderAtHome(<NotificationsBell />);
  await openFromBell(item.title);
  expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(where);
  await markedRead(fetchMock, item.id);
  await waitFor(() =>
    expect(screen.queryByRole('list', { name: 'Notifications list' })).not.toBeInTheDocument(),
  );
});

it.each([alert, system])('$type is only marked read', async (item) => {
  const fetchMock = stubAll();
  renderAtHome(<NotificationsBell />);
  await openFromBell(item.title);
  await markedRead(fetchMock, item.id);
  expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(/^\/projects$/);
  expect(screen.getByRole('list', { name: 'Notifications list' })).toBeInTheDocument();
});

it('malformed project data is logged and goes nowhere; no data is not an error', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetchMock = stubAll();
  renderAtHome(<NotificationsBell />);
  await openFromBell('Odd reply');
  await markedRead(fetchMock, odd.id);
  expect(log).toHaveBeenCalledWith(expect.stringContaining('Notification 5'), odd.data);
  log.mockClear();
  await userEvent.click(screen.getByText('Seeded update'));
  await markedRead(fetchMock, bare.id);
  expect(log).not.toHaveBeenCalled();
  expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(/^\/projects$/);
  log.mockRestore();
});

it('a reply opened on /notifications goes to the comment too', async () => {
  const fetchMock = stubAll();
  renderAtHome(<NotificationsPage />, '/notifications');
  const list = await screen.findByRole('list', { name: 'Notifications list' });
  await userEvent.click(within(list).getByText(reply.title));
  expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/projects/3#comment-42');
  await markedRead(fetchMock, reply.id);
});
