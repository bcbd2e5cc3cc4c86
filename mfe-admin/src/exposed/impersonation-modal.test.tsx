import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, stubApi } from '@portal/shared/testing';
import ImpersonationModal from './impersonation-modal';

const data = {
  '/api/users/lookup': {
    body: [
      {
        id: '3',
        email: 'client@example.com',
        client_ID: 2,
        clientName: 'Harbour',
        isInternal: false,
      },
      {
        id: '7',
        email: 'noah@lumen.example.com',
        client_ID: 1,
        clientName: 'Lumen',
        isInternal: true,
      },
    ],
  },
  '/api/clients/lookup': {
    body: [
      { id: 2, name: 'Harbour' },
      { id: 4, name: 'Kookaburra' },
    ],
  },
  '/api/account/impersonation-details': {
    body: { isImpersonating: false, userId: null, clientId: null },
  },
};

const bodyOf = (mock: jest.Mock, url: string) => {
  const call = mock.mock.calls.find(([called]) => called === url);
  return call ? JSON.parse((call[1] as RequestInit).body as string) : undefined;
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

it('sends the chosen user and client, the client id as an integer, and says it started', async () => {
  const fetchMock = stubApi({
    ...data,
    '/api/account/impersonate/start': { body: { success: true } },
  });
  renderAt('*', '/', <ImpersonationModal opened onClose={() => undefined} />);
  const user = await screen.findByRole('combobox', { name: 'Select User:' });
  await waitFor(() => expect(user).toBeEnabled());
  await userEvent.type(user, 'CLIENT@example.com');
  await userEvent.type(screen.getByRole('combobox', { name: 'Select Client:' }), 'kookaburra');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Impersonation started successfully')).toBeInTheDocument();
  expect(bodyOf(fetchMock, '/api/account/impersonate/start')).toEqual({ userId: '3', clientId: 4 });
});

it('leaves out what was not chosen', async () => {
  const fetchMock = stubApi({
    ...data,
    '/api/account/impersonate/start': { body: { success: true } },
  });
  renderAt('*', '/', <ImpersonationModal opened onClose={() => undefined} />);
  const client = await screen.findByRole('combobox', { name: 'Select Client:' });
  await waitFor(() => expect(client).toBeEnabled());
  await userEvent.type(client, 'Harbour');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Impersonation started successfully');
  expect(bodyOf(fetchMock, '/api/account/impersonate/start')).toEqual({ clientId: 2 });
});

it('says when starting or stopping fails', async () => {
  stubApi({ ...data, '/api/account/impersonate/start': { status: 403, body: { message: 'no' } } });
  renderAt('*', '/', <ImpersonationModal opened onClose={() => undefined} />);
  const save = await screen.findByRole('button', { name: 'Save' });
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);
  expect(await screen.findByText('Failed to start impersonation')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(await screen.findByText('Failed to stop impersonation')).toBeInTheDocument();
});

it('says when its data cannot be loaded', async () => {
  stubApi({});
  renderAt('*', '/', <ImpersonationModal opened onClose={() => undefined} />);
  expect(await screen.findByText('Failed to load impersonation data')).toBeInTheDocument();
});

it('disables its buttons while loading and is not closed by Escape; Cancel closes it', async () => {
  stubApi(data);
  const onClose = jest.fn();
  renderAt('*', '/', <ImpersonationModal opened onClose={onClose} />);
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(screen.getByRole('dialog', { name: 'Impersonation' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  await waitFor(() => expect(cancel).toBeEnabled());
  await userEvent.click(cancel);
  expect(onClose).toHaveBeenCalled();
});
