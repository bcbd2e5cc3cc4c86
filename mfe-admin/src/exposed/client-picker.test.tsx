import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, type UserState } from '@portal/shared';
import { renderAt, stubApi } from '@portal/shared/testing';
import ClientPicker from './client-picker';

const showcase = (isShowcaseUser: boolean): UserState => ({
  isAuthenticated: true,
  user: { id: '2', userName: 'Sam', email: 'showcase@example.com', isAdmin: false, isShowcaseUser },
  originalUserPermissions: { hasSecurityOverrides: false, isAdmin: false, canImpersonate: false },
  impersonationState: {
    isImpersonating: false,
    hasSecurityOverrides: false,
    overrideDescription: '',
  },
  currentClient: null,
  userClaims: [],
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

it('offers showcase users - and the client names, and posts the chosen ClientId', async () => {
  authStore.setState({ status: 'authenticated', userState: showcase(true), initialized: true });
  const fetchMock = stubApi({
    '/api/clients/lookup': { body: [{ id: 4, name: 'Kookaburra' }] },
    '/api/users/current/client': { body: { success: true } },
  });
  renderAt('*', '/', <ClientPicker />);
  await userEvent.click(screen.getByRole('combobox', { name: 'Client' }));
  expect(await screen.findByRole('option', { name: '-' })).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('option', { name: 'Kookaburra' }));
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/users/current/client');
  expect(JSON.parse((call?.[1] as RequestInit).body as string)).toEqual({ ClientId: 4 });
});

it('says when the client list cannot load', async () => {
  authStore.setState({ status: 'authenticated', userState: showcase(true), initialized: true });
  stubApi({});
  renderAt('*', '/', <ClientPicker />);
  expect(await screen.findByText('Failed to load client list')).toBeInTheDocument();
});

it('renders nothing for other users', () => {
  authStore.setState({ status: 'authenticated', userState: showcase(false), initialized: true });
  stubApi({});
  renderAt('*', '/', <ClientPicker />);
  expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
});
