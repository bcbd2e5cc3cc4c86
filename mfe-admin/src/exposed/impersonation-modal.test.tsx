import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdPageNavigations, renderAt, stubFetch } from '@portal/shared/testing';
import { fails, lastBody, ok } from '../test/fixtures';
import ImpersonationModal from './impersonation-modal';

const lookup = (id: string, email: string, clientName: string | null, isInternal = false) => ({
  id,
  email,
  client_ID: clientName ? 1 : null,
  clientName,
  isInternal,
});
const DETAILS = 'GET /api/account/impersonation-details';
const START = 'POST /api/account/impersonate/start';
const STOP = 'POST /api/account/impersonate/stop';
const data: Parameters<typeof stubFetch>[0] = {
  'GET /api/users/lookup': ok([
    lookup('3', 'client@example.com', 'Harbour'),
    lookup('8', 'ava@freelance.example.com', null),
    lookup('7', 'noah@lumen.example.com', 'Lumen', true),
  ]),
  'GET /api/clients/lookup': ok([
    { id: 2, name: 'Harbour' },
    { id: 4, name: 'Kookaburra' },
  ]),
  [DETAILS]: ok({ isImpersonating: false, userId: null, clientId: null }),
};
const done = ok({ success: true, message: 'done' });
const navigation = holdPageNavigations();
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** Puts text into a field as one input (typing it key by key re-renders the list each time). */
const enter = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

const open = async () => {
  renderAt('*', '/', <ImpersonationModal opened onClose={() => undefined} />);
  const user = await screen.findByRole('combobox', { name: 'Select User:' });
  await waitFor(() => expect(user).toBeEnabled());
  return { user, client: screen.getByRole('combobox', { name: 'Select Client:' }) };
};

it('sends the chosen user and client, the client id as an integer, then reloads at /', async () => {
  const fetchMock = stubFetch({ ...data, [START]: done });
  const { user, client } = await open();
  await enter(user, 'CLIENT@example.com');
  await enter(client, 'kookaburra');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Impersonation started successfully')).toBeInTheDocument();
  expect(lastBody(fetchMock, 'POST', '/api/account/impersonate/start')).toEqual({
    userId: '3',
    clientId: 4,
  });
  expect(navigation.assign).toHaveBeenCalledWith('/');
});

it('leaves out what was not chosen', async () => {
  const fetchMock = stubFetch({ ...data, [START]: done });
  const { client } = await open();
  await enter(client, 'Harbour');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Impersonation started successfully');
  expect(lastBody(fetchMock, 'POST', '/api/account/impersonate/start')).toEqual({ clientId: 2 });
});

it('lists e-mails grouped by client, filters them and picks one from the list', async () => {
  const fetchMock = stubFetch({ ...data, [START]: done });
  const { user } = await open();
  await userEvent.click(user);
  const listbox = await screen.findByRole('listbox');
  const text = listbox.textContent ?? '';
  // Internal first, 'No Client' last.
  expect(text.indexOf('Lumen')).toBeLessThan(text.indexOf('Harbour'));
  expect(text.indexOf('Harbour')).toBeLessThan(text.indexOf('No Client'));
  await enter(user, 'LUMEN');
  expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
  await userEvent.click(screen.getByRole('option', { name: 'noah@lumen.example.com' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Impersonation started successfully');
  expect(lastBody(fetchMock, 'POST', '/api/account/impersonate/start')).toEqual({ userId: '7' });
});

it('does not send text that selects nothing', async () => {
  const fetchMock = stubFetch({ ...data, [START]: done });
  const { user } = await open();
  await enter(user, 'client@');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Choose a user from the list, or clear the field.'),
  ).toBeInTheDocument();
  expect(lastBody(fetchMock, 'POST', '/api/account/impersonate/start')).toBeUndefined();
});

it('starts with the current impersonation filled in', async () => {
  stubFetch({ ...data, [DETAILS]: ok({ isImpersonating: true, userId: '3', clientId: 2 }) });
  const { user, client } = await open();
  expect(user).toHaveValue('client@example.com');
  expect(client).toHaveValue('Harbour');
});

it('Reset stops the impersonation, says so and reloads at /', async () => {
  const fetchMock = stubFetch({ ...data, [STOP]: done });
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(await screen.findByText('Impersonation stopped successfully')).toBeInTheDocument();
  expect(lastBody(fetchMock, 'POST', '/api/account/impersonate/stop')).toEqual({});
  expect(navigation.assign).toHaveBeenCalledWith('/');
});

it('says when starting or stopping fails, and stays', async () => {
  stubFetch({ ...data, [START]: fails(403, 'no') });
  const { client } = await open();
  await enter(client, 'Harbour');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to start impersonation')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(await screen.findByText('Failed to stop impersonation')).toBeInTheDocument();
  expect(navigation.assign).not.toHaveBeenCalled();
});

it('says when its data cannot be loaded', async () => {
  stubFetch({ ...data, [DETAILS]: fails(500) });
  renderAt('*', '/', <ImpersonationModal opened onClose={() => undefined} />);
  expect(await screen.findByText('Failed to load impersonation data')).toBeInTheDocument();
});

it('shows a spinner and disables its buttons while loading; only Cancel closes it', async () => {
  stubFetch(data);
  const onClose = jest.fn();
  renderAt('*', '/', <ImpersonationModal opened onClose={onClose} />);
  expect(screen.getByRole('dialog', { name: 'Impersonation' })).toBeInTheDocument();
  expect(screen.getByLabelText('Working')).toBeInTheDocument();
  for (const name of ['Save', 'Reset', 'Cancel']) {
    expect(screen.getByRole('button', { name })).toBeDisabled();
  }
  await userEvent.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  await waitFor(() => expect(cancel).toBeEnabled());
  expect(screen.queryByLabelText('Working')).not.toBeInTheDocument();
  await userEvent.click(cancel);
  expect(onClose).toHaveBeenCalled();
});
