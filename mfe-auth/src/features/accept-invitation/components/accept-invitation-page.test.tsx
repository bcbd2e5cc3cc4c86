import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, pageLocation } from '@portal/shared';
import {
  bodiesSentTo,
  json,
  renderAt,
  resetStores,
  stubFetch,
  userState,
} from '@portal/shared/testing';
import { AcceptInvitationPage, INVITATION_INCOMPLETE } from './accept-invitation-page';

const PATH = '/account/confirm-email-set-password';
const URL = `${PATH}?userId=12&email=ivy%40example.com&token=t0k`;

beforeEach(resetStores);
afterEach(() => jest.restoreAllMocks());

async function choosePassword(password = 'first-pass-1', confirmation = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirmation);
}

it('sets the first password, signs in and goes to the projects', async () => {
  const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
  const fetchMock = stubFetch({
    'POST /api/account/confirm-email-set-password': () =>
      json(200, { success: true, message: 'Welcome!', redirectUrl: '/projects' }),
    'GET /api/account/user-state': () => json(200, userState()),
  });
  renderAt(PATH, URL, <AcceptInvitationPage />);
  expect(screen.getByText(/You have been invited as ivy@example.com/)).toBeInTheDocument();
  await choosePassword();
  await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/projects'));
  expect(authStore.getState().status).toBe('authenticated');
  expect(bodiesSentTo(fetchMock, 'POST', '/api/account/confirm-email-set-password')).toEqual([
    {
      userId: '12',
      token: 't0k',
      password: 'first-pass-1',
      confirmPassword: 'first-pass-1',
    },
  ]);
});

it('applies the password rules of spec point 5 before sending', async () => {
  const fetchMock = stubFetch({});
  renderAt(PATH, URL, <AcceptInvitationPage />);
  await choosePassword('123', '1234');
  expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New password'), '456');
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
  expect(fetchMock).not.toHaveBeenCalled();
});

it('shows why a used or expired invitation failed', async () => {
  stubFetch({
    'POST /api/account/confirm-email-set-password': () =>
      json(400, {
        message: 'x',
        errors: { '': ['This link is invalid or has expired. Please ask for a new one.'] },
      }),
  });
  renderAt(PATH, URL, <AcceptInvitationPage />);
  await choosePassword();
  await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This link is invalid or has expired.',
  );
});

it('says when the link is incomplete', () => {
  renderAt(PATH, `${PATH}?userId=12`, <AcceptInvitationPage />);
  expect(screen.getByRole('alert')).toHaveTextContent(INVITATION_INCOMPLETE);
});
