import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import {
  ESTIMATE_STATUS,
  liveNotificationBus,
  QUERY_STATUS,
  type Estimate,
  type Query,
} from '@portal/shared';
import { projectOf } from '../../../testing/project';
import { estimatesView } from '../views/estimates';
import { queriesView } from '../views/queries';
import { WorkflowSection } from './workflow-section';

const base = {
  projectId: 7,
  createdDate: '2026-11-19T02:00:00.000Z',
  updatedDate: '2026-11-20T02:00:00.000Z',
  history: [],
  canEdit: false,
};

const issued: Estimate = {
  ...base,
  id: 3,
  reference: 'EST-0003',
  title: 'Animation and stills',
  status: ESTIMATE_STATUS.EstimateIssued,
  description: 'A 60-second flythrough and six stills.',
  estimateCents: 1_850_000,
  actualCents: null,
  gst: true,
  documents: [{ fileName: 'EST-0003.pdf', fileUri: '/api/estimates/3/document' }],
  moves: [
    { to: ESTIMATE_STATUS.EstimateApproved, action: 'Approve estimate', message: null },
    {
      to: ESTIMATE_STATUS.EstimateRejected,
      action: 'Reject estimate',
      message: { label: 'Reason (optional)', required: false },
    },
  ],
};

const renderEstimates = () =>
  renderAt(
    '/projects/:projectId/:section',
    '/projects/7/estimates',
    <WorkflowSection view={estimatesView} project={projectOf()} />,
  );

it('shows an estimate with its badge, amounts in AUD with GST and its document', async () => {
  stubFetch({
    'GET /api/projects/7/estimates': () => json(200, { canCreate: false, items: [issued] }),
  });
  renderEstimates();
  const card = await screen.findByRole('article', { name: 'Animation and stills' });
  expect(within(card).getByText('Est. Issued').closest('[data-style-class]')).toHaveAttribute(
    'data-style-class',
    'info',
  );
  const amounts = within(card).getByRole('table', { name: 'Estimate amounts' });
  expect(amounts).toHaveTextContent('Estimate (excl. GST)$18,500.00');
  expect(amounts).toHaveTextContent('GST (10%)$1,850.00');
  expect(amounts).toHaveTextContent('Total (incl. GST)$20,350.00');
  expect(within(card).getByRole('link', { name: 'Download EST-0003.pdf' })).toHaveAttribute(
    'href',
    '/api/estimates/3/document',
  );
  expect(screen.queryByRole('button', { name: 'New estimate' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
});

it("asks before a client's approval, then sends it and refreshes the list", async () => {
  let current = issued;
  const fetchMock = stubFetch({
    'GET /api/projects/7/estimates': () => json(200, { canCreate: false, items: [current] }),
    'POST /api/estimates/3/moves': () => {
      current = { ...issued, status: ESTIMATE_STATUS.EstimateApproved, moves: [] };
      return json(200, current);
    },
  });
  renderEstimates();
  await userEvent.click(
    await screen.findByRole('button', { name: 'Approve estimate: EST-0003 Animation and stills' }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: 'Approve estimate: EST-0003 Animation and stills',
  });
  // It restates what is signed off, and that it is final.
  expect(dialog).toHaveTextContent('Estimate total: $20,350.00 incl. GST');
  expect(dialog).toHaveTextContent('This cannot be taken back.');
  expect(bodiesSentTo(fetchMock, 'POST', '/api/estimates/3/moves')).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve estimate' }));
  expect(await screen.findByText('Est. Approved')).toBeInTheDocument();
  expect(
    await screen.findByText('EST-0003 Animation and stills: now Est. Approved.'),
  ).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', '/api/estimates/3/moves')).toEqual([
    { to: ESTIMATE_STATUS.EstimateApproved, message: '' },
  ]);
  expect(screen.queryByRole('button', { name: /Approve estimate/ })).not.toBeInTheDocument();
});

it("a question's answer is required, then sent with the move; a refusal is said in the dialog", async () => {
  const sent: Query = {
    ...base,
    id: 5,
    reference: 'Q-0005',
    title: 'Facade material',
    question: 'Timber or zinc for the north elevation?',
    status: QUERY_STATUS.Sent,
    documents: [],
    moves: [
      {
        to: QUERY_STATUS.Answered,
        action: 'Answer',
        message: { label: 'Your answer', required: true },
      },
    ],
  };
  let answer = () => json(409, { message: 'That step is not open to you.', errors: {} });
  let listed = () => json(200, { canCreate: false, items: [sent] });
  const fetchMock = stubFetch({
    'GET /api/projects/7/queries': () => listed(),
    'POST /api/queries/5/moves': () => answer(),
  });
  renderAt(
    '/projects/:projectId/:section',
    '/projects/7/queries',
    <WorkflowSection view={queriesView} project={projectOf()} />,
  );
  expect(await screen.findByLabelText('Question')).toHaveTextContent('Timber or zinc');
  await userEvent.click(screen.getByRole('button', { name: 'Answer: Q-0005 Facade material' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Answer' }));
  expect(await within(dialog).findByText('Enter a message.')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Your answer/ }), 'Zinc.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Answer' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'That step is not open to you.',
  );
  const answered = {
    date: '2026-12-03T01:00:00.000Z',
    author: 'Casey Client',
    side: 'client',
    action: 'Answer',
    status: QUERY_STATUS.Answered,
    message: 'Zinc.',
  };
  const done = { ...sent, status: QUERY_STATUS.Answered, moves: [], history: [answered] };
  answer = () => json(200, done);
  listed = () => json(200, { canCreate: false, items: [done] });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Answer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The answer shows on the card, under the question, with who gave it (walk D30).
  expect(await screen.findByLabelText('Answer')).toHaveTextContent(/^Zinc\.Casey Client, /);
  expect(bodiesSentTo(fetchMock, 'POST', '/api/queries/5/moves')).toEqual([
    { to: QUERY_STATUS.Answered, message: 'Zinc.' },
    { to: QUERY_STATUS.Answered, message: 'Zinc.' },
  ]);
});

it('creates an estimate in cents from dollars typed, for the studio', async () => {
  const fetchMock = stubFetch({
    'GET /api/projects/7/estimates': () => json(200, { canCreate: true, items: [] }),
    'POST /api/projects/7/estimates': () => json(201, issued),
  });
  renderEstimates();
  expect(await screen.findByText(/No estimates yet/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'New estimate' }));
  const dialog = await screen.findByRole('dialog', { name: 'New estimate' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create estimate' }));
  expect(await within(dialog).findByText('Enter a title.')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Stills');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Estimate/ }), '2500.5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create estimate' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodiesSentTo(fetchMock, 'POST', '/api/projects/7/estimates')).toEqual([
    { title: 'Stills', description: '', estimateCents: 250050, actualCents: null, gst: true },
  ]);
});

it('refetches when a live notification about this project’s workflows arrives', async () => {
  let items: Estimate[] = [];
  stubFetch({ 'GET /api/projects/7/estimates': () => json(200, { canCreate: false, items }) });
  renderEstimates();
  expect(await screen.findByText(/No estimates for you/)).toBeInTheDocument();
  items = [issued];
  act(() =>
    liveNotificationBus.publish({
      id: 1,
      type: 'ProjectUpdate',
      title: 'Estimate issued: Animation and stills',
      message: 'Waterfront Pavilion · EST-0003',
      data: JSON.stringify({ projectId: 7, workflow: 'estimates', itemId: 3 }),
      isRead: false,
      createdDate: '2026-11-20T02:00:00.000Z',
      readDate: null,
      expiresDate: null,
    }),
  );
  expect(await screen.findByRole('article', { name: 'Animation and stills' })).toBeInTheDocument();
});
