import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_TOO_SHORT_MESSAGE, PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@portal/shared';
import { renderAt, resetStores, stubFetch } from '@portal/shared/testing';
import { AcceptInvitationPage } from './accept-invitation-page';

// Spec point 5 on the invitation's first-password page: each message shows as soon as its own
// rule fails, whatever the other field holds, and the confirmation is checked again when the
// password changes.

const PATH = '/account/confirm-email-set-password';
const URL = `${PATH}?userId=12&email=ivy%40example.com&token=t0k`;
const field = (label: string) => screen.getByLabelText(label);

beforeEach(() => {
  resetStores();
  stubFetch({});
  renderAt(PATH, URL, <AcceptInvitationPage />);
});

it('says the passwords do not match while the password is still too short', async () => {
  await userEvent.type(field('New password'), 'abc');
  await userEvent.type(field('Confirm Password'), 'abcd');
  expect(await screen.findByText(PASSWORD_TOO_SHORT_MESSAGE)).toBeInTheDocument();
  expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).toBeInTheDocument();
});

it('checks the confirmation again when the password changes', async () => {
  await userEvent.type(field('New password'), 'first-pass-1');
  await userEvent.type(field('Confirm Password'), 'first-pass-1');
  expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).not.toBeInTheDocument();
  await userEvent.clear(field('New password'));
  await userEvent.type(field('New password'), 'first-pass-2');
  expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).toBeInTheDocument();
});
