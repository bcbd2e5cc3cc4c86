import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authModalStore } from '@portal/shared';
import { renderAt, resetStores } from '@portal/shared/testing';
import { EXTERNAL_LOGIN_FALLBACK, ExternalLoginPage } from './external-login-page';

beforeEach(resetStores);

it('shows the reason the API gave, as text', async () => {
  renderAt(
    '/account/external-login',
    `/account/external-login?error=${encodeURIComponent('Signing in with <b>Test ID</b> was cancelled.')}`,
    <ExternalLoginPage />,
  );
  expect(screen.getByRole('heading', { name: 'Sign-in did not finish' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Signing in with <b>Test ID</b> was cancelled.',
  );
});

it('says something useful without a reason, and opens the login modal again', async () => {
  renderAt('/account/external-login', '/account/external-login', <ExternalLoginPage />);
  expect(screen.getByRole('alert')).toHaveTextContent(EXTERNAL_LOGIN_FALLBACK);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  expect(authModalStore.getState().modal).toBe('login');
});
