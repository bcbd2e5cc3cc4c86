import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import AccountRoutes from '../../../exposed/account-routes';
import { INVALID_EMAIL_MESSAGE, RESET_REQUESTED_MESSAGE } from '@portal/shared';
import {
  bodiesSentTo,
  json,
  renderWithPortal,
  resetStores,
  stubFetch,
} from '@portal/shared/testing';
import { RESET_REQUEST_FAILED, SEND_RESET_LINK } from '../messages';

const FORGOT = 'POST /api/account/forgot-password';

beforeEach(resetStores);

// Mounted the way the host mounts it.
const account = (
  <Routes>
    <Route path="/account/*" element={<AccountRoutes />} />
  </Routes>
);

async function request(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: SEND_RESET_LINK }));
}

it('validates the address before sending', async () => {
  stubFetch({});
  renderWithPortal(account, '/account/forgot-password');
  const user = userEvent.setup();
  expect(screen.getByRole('button', { name: SEND_RESET_LINK })).toBeDisabled();
  await user.type(screen.getByLabelText('Email'), 'nope');
  await user.tab();
  expect(await screen.findByText(INVALID_EMAIL_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: SEND_RESET_LINK })).toBeDisabled();
});

it('posts the address and answers neutrally', async () => {
  const fetchMock = stubFetch({
    [FORGOT]: () => json(200, { success: true, message: RESET_REQUESTED_MESSAGE }),
  });
  renderWithPortal(account, '/account/forgot-password');
  await request('someone@example.com');
  expect(await screen.findByText(RESET_REQUESTED_MESSAGE)).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', '/api/account/forgot-password')).toEqual([
    { email: 'someone@example.com' },
  ]);
});

it('shows an error alert when the request fails, and lets the user try again', async () => {
  stubFetch({ [FORGOT]: () => json(500, { message: 'down' }) });
  renderWithPortal(account, '/account/forgot-password');
  await request('someone@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent(RESET_REQUEST_FAILED);
  await waitFor(() => expect(screen.getByLabelText('Email')).toBeEnabled());
  expect(screen.queryByText(RESET_REQUESTED_MESSAGE)).not.toBeInTheDocument();
});

it('says how long to wait when too many links were asked for', async () => {
  const wait = 'Too many password reset requests. Please wait 15 minutes and try again.';
  stubFetch({ [FORGOT]: () => json(429, { message: wait, errors: {} }) });
  renderWithPortal(account, '/account/forgot-password');
  await request('someone@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent(wait);
});
