import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  holdPageNavigations,
  renderAt,
  signIn,
  stubFetch,
  userState,
} from '@portal/shared/testing';
import { fails, lastBody, ok } from '../test/fixtures';
import ClientPicker from './client-picker';

const showcase = (isShowcaseUser: boolean, currentClient: { id: number; name: string } | null) =>
  userState({
    user: {
      id: '2',
      userName: 'Sam Showcase',
      email: 'showcase@example.com',
      isAdmin: false,
      isShowcaseUser,
    },
    currentClient,
  });
const LOOKUP = ok([{ id: 4, name: 'Kookaburra' }]);
const CHANGE = '/api/users/current/client';
const navigation = holdPageNavigations();
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const choose = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Client' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

it('offers - and the client names, posts the chosen ClientId and reloads at /', async () => {
  signIn(showcase(true, null));
  const fetchMock = stubFetch({
    'GET /api/clients/lookup': LOOKUP,
    [`POST ${CHANGE}`]: ok({ success: true }),
  });
  renderAt('*', '/', <ClientPicker />);
  expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('-');
  await choose('Kookaburra');
  expect(lastBody(fetchMock, 'POST', CHANGE)).toEqual({ ClientId: 4 });
  expect(navigation.assign).toHaveBeenCalledWith('/');
});

it("posts a null ClientId for '-'", async () => {
  signIn(showcase(true, { id: 4, name: 'Kookaburra' }));
  const fetchMock = stubFetch({
    'GET /api/clients/lookup': LOOKUP,
    [`POST ${CHANGE}`]: ok({ success: true }),
  });
  renderAt('*', '/', <ClientPicker />);
  expect(await screen.findByDisplayValue('Kookaburra')).toBeInTheDocument();
  await choose('-');
  expect(lastBody(fetchMock, 'POST', CHANGE)).toEqual({ ClientId: null });
});

it('says when the client cannot be changed, and stays', async () => {
  signIn(showcase(true, null));
  stubFetch({ 'GET /api/clients/lookup': LOOKUP, [`POST ${CHANGE}`]: fails(500) });
  renderAt('*', '/', <ClientPicker />);
  await choose('Kookaburra');
  expect(await screen.findByText('Failed to change client')).toBeInTheDocument();
  expect(navigation.assign).not.toHaveBeenCalled();
});

it('says when the client list cannot load', async () => {
  signIn(showcase(true, null));
  stubFetch({});
  renderAt('*', '/', <ClientPicker />);
  expect(await screen.findByText('Failed to load client list')).toBeInTheDocument();
});

it('renders nothing for other users', () => {
  signIn(showcase(false, null));
  const fetchMock = stubFetch({});
  renderAt('*', '/', <ClientPicker />);
  expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});
