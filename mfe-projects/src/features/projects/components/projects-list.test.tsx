import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderAt, signIn, userState } from '@portal/shared/testing';
import { viewModeKey } from '../hooks/use-view-mode';
import { ProjectsList } from './projects-list';

const project = (id: number, name: string, clientName = 'Harbour & Co Architects') => ({
  id,
  name,
  description: '',
  clientId: id,
  clientName,
  visibility: 3,
  coverImageUrl: null,
  postCount: id,
  updatedDate: '2026-11-20T02:00:00.000Z',
  archived: false,
});
const clients = [
  { id: 2, name: 'Harbour & Co Architects' },
  { id: 3, name: 'Southern Cross Developments' },
];
const answer =
  (items: unknown[], withClients = clients) =>
  () =>
    json(200, { page: 1, pageSize: 20, total: items.length, items, clients: withClients });
/** Every GET /api/projects (any query) answers with the two projects; the calls are returned. */
function stubList(withClients = clients) {
  const mock = jest.fn(async (input: RequestInfo | URL) =>
    String(input).startsWith('/api/projects?')
      ? answer([project(1, 'Bondi Residence'), project(2, 'Circular Quay')], withClients)()
      : json(404, { message: 'No stub' }),
  );
  global.fetch = mock as typeof fetch;
  return mock;
}
const calledUrls = (mock: jest.Mock) => mock.mock.calls.map(([url]) => String(url));

// Each test drives several Mantine selects; on two busy cores that can take longer than 5 s.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  signIn(userState());
});

it('sends the chosen sort and direction, and the list view sorts by its column headers', async () => {
  const fetch = stubList();
  renderAt('/projects', '/projects', <ProjectsList />);
  await screen.findByRole('link', { name: 'Bondi Residence' });
  await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Name' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sort ascending' }));
  expect(calledUrls(fetch)).toContain(
    '/api/projects?page=1&pageSize=20&sort=name&direction=Ascending&status=active',
  );
  await userEvent.click(screen.getByRole('radio', { name: 'List' }));
  const table = await screen.findByRole('table', { name: 'Projects' });
  expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await userEvent.click(within(table).getByRole('button', { name: 'Posts' }));
  expect(calledUrls(fetch)).toContain(
    '/api/projects?page=1&pageSize=20&sort=postCount&direction=Ascending&status=active',
  );
  expect(within(table).getByRole('columnheader', { name: /Posts/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

it('filters by visibility, client and status', async () => {
  const fetch = stubList();
  renderAt('/projects', '/projects', <ProjectsList />);
  await screen.findByRole('link', { name: 'Bondi Residence' });
  await userEvent.click(screen.getByRole('combobox', { name: 'Visibility' }));
  // The spec's level names, each option with its icon (spec point 3).
  const levels = await screen.findAllByRole('option');
  expect(levels.map((option) => option.textContent)).toEqual([
    'All',
    'Restricted',
    'Invite',
    'Organisation',
    'Showcase',
  ]);
  expect(levels.map((option) => option.querySelectorAll('svg').length)).toEqual([0, 1, 1, 1, 1]);
  await userEvent.click(await screen.findByRole('option', { name: 'Showcase' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Client' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Southern Cross Developments' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Archived' }));
  expect(calledUrls(fetch).at(-1)).toBe(
    '/api/projects?page=1&pageSize=20&sort=updatedDate&direction=Descending&visibility=99&clientId=3&status=archived',
  );
});

it('offers no client filter to someone whose projects are all one client’s', async () => {
  stubList([clients[0]!]);
  renderAt('/projects', '/projects', <ProjectsList />);
  await screen.findByRole('link', { name: 'Bondi Residence' });
  expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
  expect(screen.getAllByLabelText('Visibility: Organisation')).toHaveLength(2);
});

it('remembers the view mode for each user', async () => {
  stubList();
  const { unmount } = renderAt('/projects', '/projects', <ProjectsList />);
  await screen.findByRole('link', { name: 'Bondi Residence' });
  await userEvent.click(screen.getByRole('radio', { name: 'List' }));
  expect(window.localStorage.getItem(viewModeKey('u1'))).toBe('list');
  unmount();
  renderAt('/projects', '/projects', <ProjectsList />);
  expect(await screen.findByRole('table', { name: 'Projects' })).toBeInTheDocument();
});
