import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signIn, stubFetch } from '@portal/shared/testing';
import { adminState, fieldErrors, lastBody, ok } from '../../../test/fixtures';
import { SendNotificationPage } from './send-notification-page';

const SEND = '/api/admin/notifications';
const lookups: Parameters<typeof stubFetch>[0] = {
  'GET /api/clients/lookup': ok([
    { id: 2, name: 'Harbour & Co Architects' },
    { id: 4, name: 'Kookaburra Interactive' },
  ]),
  'GET /api/users/lookup': ok([
    {
      id: '3',
      email: 'client@example.com',
      client_ID: 2,
      clientName: 'Harbour',
      isInternal: false,
    },
    {
      id: '9',
      email: 'ava@freelance.example.com',
      client_ID: null,
      clientName: null,
      isInternal: false,
    },
  ]),
};

beforeEach(() => signIn(adminState()));

const render = () => renderAt('*', '/', <SendNotificationPage />);
const sendButton = () => screen.getByRole('button', { name: 'Send notification' });

async function fillText(title = 'Maintenance tonight', message = 'Read-only from 10 pm.') {
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), title);
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), message);
}

it('sends to everyone, says how many it reached, and clears the form', async () => {
  const fetchMock = stubFetch({ ...lookups, [`POST ${SEND}`]: ok({ sent: 12 }) });
  render();
  expect(screen.getByRole('radiogroup', { name: 'Audience' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Alert' }));
  await fillText('  Maintenance tonight  ');
  await userEvent.click(sendButton());
  expect(await screen.findByText('Sent to 12 people.')).toBeInTheDocument();
  expect(lastBody(fetchMock, 'POST', SEND)).toEqual({
    type: 'Alert',
    title: 'Maintenance tonight',
    message: 'Read-only from 10 pm.',
  });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(''));
  expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
});

it('sends to one client by its id', async () => {
  const fetchMock = stubFetch({ ...lookups, [`POST ${SEND}`]: ok({ sent: 1 }) });
  render();
  await userEvent.click(screen.getByRole('radio', { name: 'One client' }));
  const client = screen.getByRole('combobox', { name: 'Client' });
  await waitFor(() => expect(client).toBeEnabled());
  await userEvent.click(client);
  await userEvent.click(await screen.findByRole('option', { name: 'Kookaburra Interactive' }));
  await fillText();
  await userEvent.click(sendButton());
  expect(await screen.findByText('Sent to 1 person.')).toBeInTheDocument();
  expect(lastBody(fetchMock, 'POST', SEND)).toEqual({
    clientId: 4,
    type: 'System',
    title: 'Maintenance tonight',
    message: 'Read-only from 10 pm.',
  });
});

it('sends to one user found by e-mail', async () => {
  const fetchMock = stubFetch({ ...lookups, [`POST ${SEND}`]: ok({ sent: 1 }) });
  render();
  await userEvent.click(screen.getByRole('radio', { name: 'One user' }));
  const user = screen.getByRole('combobox', { name: 'User' });
  await waitFor(() => expect(user).toBeEnabled());
  await userEvent.type(user, 'ava');
  await userEvent.click(await screen.findByRole('option', { name: 'ava@freelance.example.com' }));
  await fillText();
  await userEvent.click(sendButton());
  expect(await screen.findByText('Sent to 1 person.')).toBeInTheDocument();
  expect(lastBody(fetchMock, 'POST', SEND)).toMatchObject({ userId: 9, type: 'System' });
  expect(lastBody(fetchMock, 'POST', SEND)).not.toHaveProperty('clientId');
});

it('says what is missing and sends nothing', async () => {
  const fetchMock = stubFetch(lookups);
  render();
  await userEvent.click(screen.getByRole('radio', { name: 'One user' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '   ');
  await userEvent.click(sendButton());
  expect(await screen.findByText('Choose a user.')).toBeInTheDocument();
  expect(screen.getByText('Title is required.')).toBeInTheDocument();
  expect(screen.getByText('Message is required.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  expect(lastBody(fetchMock, 'POST', SEND)).toBeUndefined();
});

it('shows a 400 field map on the fields and general messages above them', async () => {
  stubFetch({
    ...lookups,
    [`POST ${SEND}`]: fieldErrors({
      UserId: ['No such active user.'],
      Title: ['Title must be at most 200 characters.'],
      '': ['Try again later.'],
    }),
  });
  render();
  await userEvent.click(screen.getByRole('radio', { name: 'One user' }));
  const user = screen.getByRole('combobox', { name: 'User' });
  await waitFor(() => expect(user).toBeEnabled());
  await userEvent.click(user);
  await userEvent.click(await screen.findByRole('option', { name: 'client@example.com' }));
  await fillText();
  await userEvent.click(sendButton());
  expect(await screen.findByText('No such active user.')).toBeInTheDocument();
  expect(screen.getByText('Title must be at most 200 characters.')).toBeInTheDocument();
  expect(screen.getByText('Try again later.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Maintenance tonight');
});

it('disables the button and shows a spinner while sending', async () => {
  let answer: (response: Response) => void = () => undefined;
  global.fetch = jest.fn(
    () => new Promise<Response>((resolve) => (answer = resolve)),
  ) as unknown as typeof fetch;
  render();
  await fillText();
  await userEvent.click(sendButton());
  await waitFor(() => expect(sendButton()).toBeDisabled());
  expect(sendButton()).toHaveAttribute('data-loading');
  answer(new Response(JSON.stringify({ sent: 3 }), { status: 200 }));
  expect(await screen.findByText('Sent to 3 people.')).toBeInTheDocument();
  expect(sendButton()).toBeEnabled();
});
