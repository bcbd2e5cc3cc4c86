import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@portal/shared';
import { renderAt, signIn, stubFetch } from '@portal/shared/testing';
import { adminState, pageOf } from '../../../test/fixtures';
import { AuditPage } from './audit-page';

const entry = (id: number, action: 'start' | 'stop', createdDate: string) => ({
  id,
  action,
  createdDate,
  actorUserId: 1,
  actorEmail: 'admin@example.com',
  targetUserId: 3,
  targetEmail: 'client@example.com',
  clientId: 2,
  clientName: 'Harbour & Co Architects',
  ipAddress: '127.0.0.1',
  userAgent: 'Mozilla/5.0 Chromium',
  note: null,
});
const LIST = '/api/admin/impersonation-audit?page=1&pageSize=20';

beforeEach(() => signIn(adminState()));

it('lists starts and stops as the server orders them (newest first), with en-AU times', async () => {
  const stop = '2026-03-02T04:05:00.000Z';
  stubFetch({
    [`GET ${LIST}`]: pageOf([
      entry(2, 'stop', stop),
      { ...entry(1, 'start', '2026-03-02T04:00:00.000Z'), targetUserId: null, targetEmail: null },
    ]),
  });
  renderAt('*', '/', <AuditPage />);
  const table = await screen.findByRole('table', { name: 'Impersonation audit log' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(first).toHaveTextContent('Stopped');
  expect(first).toHaveTextContent(formatDateTime(stop));
  expect(formatDateTime(stop)).toMatch(/^2 Mar 2026, \d{1,2}:\d{2}/);
  expect(first).toHaveTextContent('client@example.com');
  expect(first).toHaveTextContent('127.0.0.1');
  expect(second).toHaveTextContent('Started');
  expect(second).toHaveTextContent('themselves');
});

it('pages and searches the log', async () => {
  const fetchMock = stubFetch({
    [`GET ${LIST}`]: pageOf([entry(1, 'start', '2026-03-02T04:00:00.000Z')], 41),
    'GET /api/admin/impersonation-audit?page=2&pageSize=20': pageOf([], 41),
    'GET /api/admin/impersonation-audit?page=1&pageSize=20&search=casey': pageOf([]),
  });
  renderAt('*', '/', <AuditPage />);
  await userEvent.click(await screen.findByRole('button', { name: '2' }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/impersonation-audit?page=2&pageSize=20',
      expect.anything(),
    ),
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Search the log by e-mail' }), 'casey');
  expect(await screen.findByText('No impersonation recorded.')).toBeInTheDocument();
});
