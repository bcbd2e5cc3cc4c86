import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import { SHARE_MESSAGES, type ShareLink } from '@portal/shared';
import { projectOf } from '../../../testing/project';
import { NewLinkForm } from './new-link-form';

const ENDPOINT = '/api/projects/7/share-links';
const created: ShareLink = {
  id: 4,
  projectId: 7,
  postId: null,
  scope: 'Whole project',
  label: '',
  url: 'http://localhost:8080/share/abc',
  createdDate: '2026-11-20T02:00:00.000Z',
  createdBy: 'Olivia Harbour',
  expiresDate: null,
  hasPassword: false,
  allowComments: false,
  allowDecisions: false,
  downloads: 'none',
  guestCount: 0,
  viewCount: 0,
  lastViewedDate: null,
};

/** The form, answering a new link with `answer`; what it sends and when it is done. */
async function renderForm(answer = () => json(201, created)) {
  const fetchMock = stubFetch({
    [`GET ${ENDPOINT}`]: () => json(200, []),
    [`POST ${ENDPOINT}`]: answer,
  });
  const onDone = jest.fn();
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <NewLinkForm project={projectOf()} onDone={onDone} />,
  );
  // The picker loads on its own (disabled until then).
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Last day' })).toBeEnabled());
  return {
    lastDay: screen.getByRole('textbox', { name: 'Last day' }),
    create: () => userEvent.click(screen.getByRole('button', { name: 'Create link' })),
    sent: () => bodiesSentTo(fetchMock, 'POST', ENDPOINT),
    onDone,
  };
}

const linkUntil = (expiresOn: string | null) => ({
  postId: null,
  label: '',
  expiresOn,
  password: '',
  allowComments: false,
  allowDecisions: false,
  downloads: 'none',
});

it('sends the last day typed day first as an ISO day', async () => {
  const { lastDay, create, sent, onDone } = await renderForm();
  const day = dayjs().add(1, 'month');
  await userEvent.type(lastDay, day.format('DD/MM/YYYY'));
  await create();
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(sent()).toEqual([linkUntil(day.format('YYYY-MM-DD'))]);
});

it('refuses a last day more than ten years away under the field, and sends nothing', async () => {
  const { lastDay, create, sent } = await renderForm();
  await userEvent.type(lastDay, dayjs().add(11, 'year').format('DD/MM/YYYY'));
  await create();
  expect(await screen.findByText(SHARE_MESSAGES.expiryInvalid)).toBeInTheDocument();
  expect(lastDay).toHaveAccessibleDescription(
    expect.stringContaining(SHARE_MESSAGES.expiryInvalid),
  );
  expect(sent()).toEqual([]);
});

it("shows the API's refusal of a day past a year under the field", async () => {
  const { lastDay, create, sent, onDone } = await renderForm(() =>
    json(400, {
      message: 'One or more fields are invalid.',
      errors: { ExpiresOn: [SHARE_MESSAGES.expiryInvalid] },
    }),
  );
  const day = dayjs().add(2, 'year');
  await userEvent.type(lastDay, day.format('DD/MM/YYYY'));
  await create();
  expect(await screen.findByText(SHARE_MESSAGES.expiryInvalid)).toBeInTheDocument();
  expect(sent()).toEqual([linkUntil(day.format('YYYY-MM-DD'))]);
  expect(onDone).not.toHaveBeenCalled();
});
