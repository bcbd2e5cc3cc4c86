import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_TOO_SHORT_MESSAGE, PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@portal/shared';
import { renderAt, stubFetch } from '@portal/shared/testing';
import { ResetPasswordPage } from './reset-password-page';

// Spec point 5 on the page the reset e-mail links to: each message shows as soon as its own rule
// fails, whatever the other field holds, and the confirmation is checked again when the new
// password changes.

const URL = '/account/reset-password?email=mia%40example.com&token=abc';
const field = (label: string) => screen.getByLabelText(label);

beforeEach(() => {
  stubFetch({});
  renderAt('/account/reset-password', URL, <ResetPasswordPage />);
});

it('says the passwords do not match while the new password is still too short', async () => {
  await userEvent.type(field('New password'), '123');
  await userEvent.type(field('Confirm Password'), '1234');
  expect(await screen.findByText(PASSWORD_TOO_SHORT_MESSAGE)).toBeInTheDocument();
  expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).toBeInTheDocument();
});

it('checks the confirmation again when the new password changes', async () => {
  await userEvent.type(field('New password'), 'brand-new-1');
  await userEvent.type(field('Confirm Password'), 'brand-new-1');
  expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).not.toBeInTheDocument();
  await userEvent.type(field('New password'), 'x');
  expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).toBeInTheDocument();
  await userEvent.type(field('New password'), '{Backspace}');
  await waitFor(() =>
    expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).not.toBeInTheDocument(),
  );
});
