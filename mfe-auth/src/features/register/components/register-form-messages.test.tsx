import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_EMAIL_MESSAGE, PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@portal/shared';
import { renderWithPortal, resetStores, stubFetch } from '@portal/shared/testing';
import { RegisterForm } from './register-form';

// Spec point 5: each message shows as soon as its own rule fails, whatever the other fields hold.

beforeEach(() => {
  resetStores();
  stubFetch({});
});

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fill(email: string, password: string, confirmation: string) {
  await userEvent.type(field('Email'), email);
  await userEvent.type(field('Password'), password);
  await userEvent.type(field('Confirm Password'), confirmation);
  await userEvent.tab();
}

it('says the passwords do not match while the e-mail is still invalid', async () => {
  renderWithPortal(<RegisterForm />);
  await fill('not-an-address', 'first-pass-1', 'other-pass-2');
  expect(await screen.findByText(INVALID_EMAIL_MESSAGE)).toBeInTheDocument();
  expect(screen.getByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).toBeInTheDocument();
});

it('keeps saying so after the e-mail is corrected, until the passwords match', async () => {
  renderWithPortal(<RegisterForm />);
  await fill('not-an-address', 'first-pass-1', 'other-pass-2');
  await userEvent.clear(field('Email'));
  await userEvent.type(field('Email'), 'ivy@example.com');
  await userEvent.tab();
  await waitFor(() => expect(screen.queryByText(INVALID_EMAIL_MESSAGE)).not.toBeInTheDocument());
  expect(screen.getByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).toBeInTheDocument();
  await userEvent.clear(field('Password'));
  await userEvent.type(field('Password'), 'other-pass-2');
  await waitFor(() =>
    expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).not.toBeInTheDocument(),
  );
});

it('says so when the password is changed after the confirmation was typed', async () => {
  renderWithPortal(<RegisterForm />);
  await fill('ivy@example.com', 'first-pass-1', 'first-pass-1');
  expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).not.toBeInTheDocument();
  await userEvent.type(field('Password'), 'x');
  expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).toBeInTheDocument();
});
