import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, type Enquiry } from '@portal/shared';
import { bodiesSentTo, renderAt, signIn, stubFetch } from '@portal/shared/testing';
import { adminState, fails, ok, pageOf } from '../../../test/fixtures';
import { EnquiriesPage } from './enquiries-page';

const enquiry = (changes: Partial<Enquiry> = {}): Enquiry => ({
  id: 1,
  name: 'Pat Visitor',
  email: 'pat@visitor.example.com',
  organisation: 'Visitor Pty Ltd',
  phone: null,
  engagementTypes: 1 | 8,
  message: 'A library walkthrough.',
  createdDate: '2026-03-02T04:05:00.000Z',
  handledDate: null,
  handledBy: null,
  ...changes,
});
const OPEN = '/api/admin/enquiries?page=1&pageSize=20&status=open';
const HANDLED = '/api/admin/enquiries?page=1&pageSize=20&status=handled';

jest.setTimeout(30_000);
beforeEach(() => signIn(adminState()));

it('lists open enquiries with en-AU dates, a mail link, the services as badges', async () => {
  stubFetch({ [`GET ${OPEN}`]: pageOf([enquiry()]) });
  renderAt('*', '/', <EnquiriesPage />);
  const table = await screen.findByRole('table', { name: 'Enquiries' });
  const [, row] = within(table).getAllByRole('row');
  expect(row).toHaveTextContent(formatDateTime('2026-03-02T04:05:00.000Z'));
  expect(row).toHaveTextContent('Pat Visitor');
  expect(row).toHaveTextContent('Visitor Pty Ltd');
  expect(within(row!).getByText('Animation')).toBeInTheDocument();
  expect(within(row!).getByText('3D Print')).toBeInTheDocument();
  expect(within(row!).queryByText('Render')).not.toBeInTheDocument();
  expect(row).toHaveTextContent('A library walkthrough.');
  expect(row).toHaveTextContent('Open');
  expect(within(row!).getByRole('link', { name: 'pat@visitor.example.com' })).toHaveAttribute(
    'href',
    'mailto:pat@visitor.example.com',
  );
});

it('marks an enquiry handled and reloads the list', async () => {
  let handled = false;
  const fetchMock = stubFetch({
    [`GET ${OPEN}`]: () => pageOf(handled ? [] : [enquiry({ id: 4 })])(),
    'PUT /api/admin/enquiries/4/handled': () => {
      handled = true;
      return ok(
        enquiry({ id: 4, handledDate: '2026-03-03T01:00:00.000Z', handledBy: 'Ada Admin' }),
      )();
    },
  });
  renderAt('*', '/', <EnquiriesPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Mark handled' }));
  expect(await screen.findByText('No open enquiries.')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'PUT', '/api/admin/enquiries/4/handled')).toEqual([
    { handled: true },
  ]);
});

it('shows handled enquiries with who handled them, and reopens one', async () => {
  const fetchMock = stubFetch({
    [`GET ${OPEN}`]: pageOf([]),
    [`GET ${HANDLED}`]: pageOf([
      enquiry({ id: 5, handledDate: '2026-03-03T01:00:00.000Z', handledBy: 'Ada Admin' }),
    ]),
    'PUT /api/admin/enquiries/5/handled': ok(enquiry({ id: 5 })),
  });
  renderAt('*', '/', <EnquiriesPage />);
  expect(await screen.findByText('No open enquiries.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'Handled' }));
  const table = await screen.findByRole('table', { name: 'Enquiries' });
  const [, row] = within(table).getAllByRole('row');
  expect(row).toHaveTextContent('Handled');
  expect(row).toHaveTextContent(`${formatDateTime('2026-03-03T01:00:00.000Z')} by Ada Admin`);
  await userEvent.click(within(row!).getByRole('button', { name: 'Reopen' }));
  await waitFor(() =>
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/admin/enquiries/5/handled')).toEqual([
      { handled: false },
    ]),
  );
});

it('shows access denied when the API refuses the list', async () => {
  stubFetch({ [`GET ${OPEN}`]: fails(403) });
  renderAt('*', '/', <EnquiriesPage />);
  expect(await screen.findByText(/access denied/i)).toBeInTheDocument();
});
