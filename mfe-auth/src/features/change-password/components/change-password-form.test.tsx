import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_PASSWORD_REQUIRED_MESSAGE, PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@portal/shared';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import { ChangePasswordForm } from './change-password-form';

const fill = async (current: string, next: string, confirm: string) => {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
};

it('changes the password and says other devices are signed out', async () => {
  const fetchMock = stubFetch({
    'POST /api/account/change-password': () => json(200, { success: true }),
  });
  renderAt('/manage', '/manage', <ChangePasswordForm />);
  await fill('Passw0rd!', 'another-1', 'another-1');
  expect(
    await screen.findByText('Your password has been changed. Other devices are signed out.'),
  ).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', '/api/account/change-password')).toEqual([
    { currentPassword: 'Passw0rd!', newPassword: 'another-1', confirmPassword: 'another-1' },
  ]);
});

it('puts the server’s answer on the current-password field', async () => {
  stubFetch({
    'POST /api/account/change-password': () =>
      json(400, {
        message: 'x',
        errors: { CurrentPassword: ['Your current password is not right.'] },
      }),
  });
  renderAt('/manage', '/manage', <ChangePasswordForm />);
  await fill('wrong', 'another-1', 'another-1');
  expect(await screen.findByText('Your current password is not right.')).toBeInTheDocument();
});

it('checks the new password with the rules of spec point 5 before sending', async () => {
  const fetchMock = stubFetch({});
  renderAt('/manage', '/manage', <ChangePasswordForm />);
  await fill('Passw0rd!', '123', '456');
  expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('asks for the current password with the text the API uses', async () => {
  const fetchMock = stubFetch({});
  renderAt('/manage', '/manage', <ChangePasswordForm />);
  await userEvent.type(screen.getByLabelText('New password'), 'another-1');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'another-1');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(CURRENT_PASSWORD_REQUIRED_MESSAGE)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('says the passwords do not match while the current password is still missing', async () => {
  stubFetch({});
  renderAt('/manage', '/manage', <ChangePasswordForm />);
  await userEvent.type(screen.getByLabelText('New password'), 'another-1');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'another-2');
  await userEvent.tab();
  expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(CURRENT_PASSWORD_REQUIRED_MESSAGE)).toBeInTheDocument();
  expect(screen.getByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).toBeInTheDocument();
});

it('checks the confirmation again when the new password changes', async () => {
  stubFetch({});
  renderAt('/manage', '/manage', <ChangePasswordForm />);
  await userEvent.type(screen.getByLabelText('New password'), 'another-1');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'another-1');
  expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New password'), 'x');
  expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).toBeInTheDocument();
});
