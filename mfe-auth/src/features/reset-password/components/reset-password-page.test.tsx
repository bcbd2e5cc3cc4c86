import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import { ResetPasswordPage } from './reset-password-page';

const URL = '/account/reset-password?email=mia%40example.com&token=abc';

it('sets the new password with the e-mail and token from the link', async () => {
  const fetchMock = stubFetch({
    'POST /api/account/reset-password': () => json(200, { success: true }),
  });
  renderAt('/account/reset-password', URL, <ResetPasswordPage />);
  await userEvent.type(screen.getByLabelText('New password'), 'brand-new-1');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'brand-new-1');
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(
    await screen.findByText('Your password has been changed. Sign in with the new one.'),
  ).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', '/api/account/reset-password')).toEqual([
    {
      email: 'mia@example.com',
      token: 'abc',
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    },
  ]);
});

it('shows the password rules of spec point 5', async () => {
  stubFetch({});
  renderAt('/account/reset-password', URL, <ResetPasswordPage />);
  await userEvent.type(screen.getByLabelText('New password'), '123');
  await userEvent.type(screen.getByLabelText('Confirm Password'), '1234');
  await userEvent.tab();
  expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('New password'));
  await userEvent.type(screen.getByLabelText('New password'), '123456');
  await userEvent.tab();
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
});

it('shows the server’s message for a used or expired link', async () => {
  stubFetch({
    'POST /api/account/reset-password': () =>
      json(400, {
        message: 'x',
        errors: { '': ['This link is invalid or has expired. Please ask for a new one.'] },
      }),
  });
  renderAt('/account/reset-password', URL, <ResetPasswordPage />);
  await userEvent.type(screen.getByLabelText('New password'), 'brand-new-1');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'brand-new-1');
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This link is invalid or has expired.',
  );
});

it('says when the link is incomplete', () => {
  stubFetch({});
  renderAt('/account/reset-password', '/account/reset-password', <ResetPasswordPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
});
