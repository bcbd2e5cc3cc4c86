import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_TOO_SHORT_MESSAGE, PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { NewPasswordForm } from './new-password-form';

// The form of the reset and invitation pages (both render it): each message of spec point 5
// shows as soon as its own rule fails, whatever the other field holds.

const show = () =>
  renderWithPortal(
    <NewPasswordForm
      submitLabel="Set password"
      pending={false}
      failure="Failed."
      onSubmit={() => Promise.resolve()}
    />,
  );

it('says the passwords do not match while the new password is still too short', async () => {
  show();
  await userEvent.type(screen.getByLabelText('New password'), '123');
  await userEvent.type(screen.getByLabelText('Confirm Password'), '1234');
  expect(await screen.findByText(PASSWORD_TOO_SHORT_MESSAGE)).toBeInTheDocument();
  expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).toBeInTheDocument();
});

it('checks the confirmation again when the new password changes', async () => {
  show();
  await userEvent.type(screen.getByLabelText('New password'), 'brand-new-1');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'brand-new-1');
  expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New password'), 'x');
  expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New password'), '{Backspace}');
  await waitFor(() =>
    expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).not.toBeInTheDocument(),
  );
});
