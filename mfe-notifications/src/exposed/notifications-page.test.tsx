import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderAt, signIn, stubFetch } from '@portal/shared/testing';
import { BROWSER_NOTIFICATION_TEXTS } from '../features/live/components/enable-browser-notifications';
import { FakeBrowserNotification, installBrowserNotifications, note } from '../testing/fixtures';
import NotificationsPage from './notifications-page';

const pageUrl = (page: number, unreadOnly = false, type?: string) =>
  `/api/user-notifications?limit=20&page=${page}&unreadOnly=${unreadOnly}${type ? `&type=${type}` : ''}`;
const pageOf = (ids: number[], total: number) => () =>
  json(
    200,
    ids.map((id) => note(id)),
    { 'X-Total-Count': String(total) },
  );
const sent = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url, init]) => {
    const { method, body } = init as RequestInit;
    return `${method} ${url}${body ? ` ${String(body)}` : ''}`;
  });

let removeNotificationApi = () => {};
beforeEach(() => {
  signIn();
  removeNotificationApi = installBrowserNotifications('default');
});
afterEach(() => removeNotificationApi());

it('pages through the full list 20 at a time', async () => {
  const fetchMock = stubFetch({
    // Short pages keep the test quick; the page count comes from the total alone.
    [`GET ${pageUrl(1)}`]: pageOf([1, 2], 45),
    [`GET ${pageUrl(2)}`]: pageOf([39, 40], 45),
    [`GET ${pageUrl(3)}`]: pageOf([45], 45),
  });
  renderAt('*', '/notifications', <NotificationsPage />);
  expect(await screen.findByText('Note 2')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
  expect(screen.getByText('45 notifications')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('Note 40')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Note 45')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  expect(sent(fetchMock)).toEqual(
    expect.arrayContaining([`GET ${pageUrl(2)}`, `GET ${pageUrl(3)}`]),
  );
});

it('gives its list list items only, each with its notification (a list may own nothing else)', async () => {
  stubFetch({ [`GET ${pageUrl(1)}`]: pageOf([1, 2, 3], 3) });
  renderAt('*', '/notifications', <NotificationsPage />);
  const list = await screen.findByRole('list', { name: 'Notifications list' });
  await within(list).findByText('Note 3');
  // What axe's aria-required-children rule reads: the roles the list owns.
  expect(Array.from(list.children, (child) => child.getAttribute('role'))).toEqual([
    'listitem',
    'listitem',
    'listitem',
  ]);
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringContaining('Note 1'),
    expect.stringContaining('Note 2'),
    expect.stringContaining('Note 3'),
  ]);
});

it('filters by unread only and by type on the server, from the first page', async () => {
  const fetchMock = stubFetch({
    [`GET ${pageUrl(1)}`]: pageOf([1, 2], 2),
    [`GET ${pageUrl(1, true)}`]: pageOf([2], 1),
    [`GET ${pageUrl(1, true, 'Alert')}`]: () => json(200, [], { 'X-Total-Count': '0' }),
  });
  renderAt('*', '/notifications', <NotificationsPage />);
  await screen.findByText('Note 1');
  await userEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
  await waitFor(() => expect(screen.queryByText('Note 1')).not.toBeInTheDocument());
  expect(screen.getByText('Note 2')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Alert' }));
  expect(await screen.findByText('No notifications match these filters.')).toBeInTheDocument();
  expect(sent(fetchMock)).toContain(`GET ${pageUrl(1, true, 'Alert')}`);
});

it('marks the selected notifications read and deletes them in bulk', async () => {
  const fetchMock = stubFetch({
    [`GET ${pageUrl(1)}`]: pageOf([1, 2, 3], 3),
    'PUT /api/user-notifications/mark-multiple-read': () => json(200, { updated: 2 }),
    'POST /api/user-notifications/delete-multiple': () => json(200, { deleted: 3 }),
  });
  renderAt('*', '/notifications', <NotificationsPage />);
  await screen.findByText('Note 1');
  const markSelected = screen.getByRole('button', { name: 'Mark selected as read' });
  expect(markSelected).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select: Note 1' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select: Note 3' }));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  await userEvent.click(markSelected);
  await waitFor(() =>
    expect(sent(fetchMock)).toContain(
      'PUT /api/user-notifications/mark-multiple-read {"ids":[1,3]}',
    ),
  );
  // A finished bulk action clears the selection.
  expect(await screen.findByText('0 selected')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
  await waitFor(() =>
    expect(sent(fetchMock)).toContain(
      'POST /api/user-notifications/delete-multiple {"ids":[1,2,3]}',
    ),
  );
});

it('deletes all read notifications', async () => {
  const fetchMock = stubFetch({
    [`GET ${pageUrl(1)}`]: pageOf([1], 1),
    'DELETE /api/user-notifications/delete-all-read': () => json(200, { deleted: 0 }),
  });
  renderAt('*', '/notifications', <NotificationsPage />);
  await screen.findByText('Note 1');
  const header = screen.getByRole('heading', { name: 'Notifications' }).parentElement!;
  await userEvent.click(within(header).getByRole('button', { name: 'Delete all read' }));
  await waitFor(() =>
    expect(sent(fetchMock)).toContain('DELETE /api/user-notifications/delete-all-read'),
  );
});

it('asks for browser notifications only when the button is pressed', async () => {
  stubFetch({ [`GET ${pageUrl(1)}`]: pageOf([], 0) });
  renderAt('*', '/notifications', <NotificationsPage />);
  const enable = await screen.findByRole('button', { name: BROWSER_NOTIFICATION_TEXTS.enable });
  expect(FakeBrowserNotification.requestPermission).not.toHaveBeenCalled();
  FakeBrowserNotification.permission = 'granted';
  await userEvent.click(enable);
  expect(FakeBrowserNotification.requestPermission).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('status')).toHaveTextContent(BROWSER_NOTIFICATION_TEXTS.granted);
});

it('says when the browser blocks notifications or has none', async () => {
  stubFetch({ [`GET ${pageUrl(1)}`]: pageOf([], 0) });
  FakeBrowserNotification.permission = 'denied';
  const { unmount } = renderAt('*', '/notifications', <NotificationsPage />);
  expect(await screen.findByText(BROWSER_NOTIFICATION_TEXTS.denied)).toBeInTheDocument();
  unmount();
  removeNotificationApi();
  renderAt('*', '/notifications', <NotificationsPage />);
  expect(await screen.findByText(BROWSER_NOTIFICATION_TEXTS.unsupported)).toBeInTheDocument();
});
