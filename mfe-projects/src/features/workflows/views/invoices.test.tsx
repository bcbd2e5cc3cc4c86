import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import { RECEIPT_STATUS, WORKFLOW_MESSAGES, type Invoice } from '@portal/shared';
import { projectOf } from '../../../testing/project';
import { WorkflowSection } from '../components/workflow-section';
import { invoicesView } from './invoices';

const created: Invoice = {
  id: 9,
  projectId: 7,
  reference: 'INV-0009',
  title: 'Stage 1',
  createdDate: '2026-11-19T02:00:00.000Z',
  updatedDate: '2026-11-19T02:00:00.000Z',
  history: [],
  moves: [],
  canEdit: true,
  documents: [],
  status: RECEIPT_STATUS.Draft,
  description: '',
  amountCents: 100_000,
  gst: true,
  dueDate: null,
  issuedDate: null,
  paidDate: null,
};

/** The 'New invoice' dialog, its title and amount filled in, and what it sends. */
async function newInvoice() {
  const fetchMock = stubFetch({
    'GET /api/projects/7/invoices': () => json(200, { canCreate: true, items: [] }),
    'POST /api/projects/7/invoices': () => json(201, created),
  });
  renderAt(
    '/projects/:projectId/:section',
    '/projects/7/invoices',
    <WorkflowSection view={invoicesView} project={projectOf()} />,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Stage 1');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '1000');
  const sent = () => bodiesSentTo(fetchMock, 'POST', '/api/projects/7/invoices');
  // The picker loads on its own (the field is disabled until then).
  const dueDate = () => within(dialog).getByRole('textbox', { name: 'Due date' });
  await waitFor(() => expect(dueDate()).toBeEnabled());
  return { dialog, dueDate: dueDate(), sent };
}

const invoice = (dueDate: string | null) => ({
  title: 'Stage 1',
  description: '',
  amountCents: 100_000,
  gst: true,
  dueDate,
});

it('takes a due date typed day first and sends it as an ISO day', async () => {
  const { dialog, dueDate, sent } = await newInvoice();
  const due = dayjs().add(1, 'year').date(15);
  await userEvent.type(dueDate, due.format('D/M/YYYY'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
  await waitFor(() => expect(sent()).toEqual([invoice(due.format('YYYY-MM-DD'))]));
});

it('takes a day picked from the calendar, and no date at all', async () => {
  const { dialog, dueDate, sent } = await newInvoice();
  await userEvent.click(dueDate);
  // The calendar opens on this month, its arrows named; the 20th is within ten years.
  expect(screen.getByRole('button', { name: 'Previous month' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Next month' })).toBeVisible();
  const day = dayjs().date(20);
  await userEvent.click(screen.getByRole('button', { name: day.format('D MMMM YYYY') }));
  expect(dueDate).toHaveValue(day.format('DD/MM/YYYY'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Clear due date' }));
  expect(dueDate).toHaveValue('');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
  await waitFor(() => expect(sent()).toEqual([invoice(null)]));
});

it('refuses a due date more than ten years away under the field, and sends nothing', async () => {
  const { dialog, dueDate, sent } = await newInvoice();
  const tooLate = dayjs().add(11, 'year');
  await userEvent.type(dueDate, tooLate.format('DD/MM/YYYY'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
  expect(await within(dialog).findByText(WORKFLOW_MESSAGES.dateOutOfRange)).toBeInTheDocument();
  expect(dueDate).toHaveAccessibleDescription(
    expect.stringContaining(WORKFLOW_MESSAGES.dateOutOfRange),
  );
  expect(dueDate).toHaveValue(tooLate.format('DD/MM/YYYY'));
  expect(sent()).toEqual([]);
  // Ten years behind is as far back as it goes.
  await userEvent.clear(dueDate);
  await userEvent.type(dueDate, dayjs().subtract(11, 'year').format('DD/MM/YYYY'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
  expect(await within(dialog).findByText(WORKFLOW_MESSAGES.dateOutOfRange)).toBeInTheDocument();
  expect(sent()).toEqual([]);
});

it('closes the calendar on Escape and leaves the dialog open', async () => {
  const { dialog, dueDate } = await newInvoice();
  await userEvent.click(dueDate);
  const today = dayjs().format('D MMMM YYYY');
  expect(screen.getByRole('button', { name: today })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: today })).not.toBeInTheDocument(),
  );
  expect(dialog).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Stage 1');
});
