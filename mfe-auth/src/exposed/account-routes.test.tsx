import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { authModalStore } from '@portal/shared';
import { renderWithPortal, resetStores } from '@portal/shared/testing';
import AccountRoutes from './account-routes';

beforeEach(resetStores);

// Mounted the way the host mounts it.
const account = (
  <Routes>
    <Route path="/account/*" element={<AccountRoutes />} />
  </Routes>
);

it.each(['/account', '/account/no-such-page'])(
  'at %s offers the login and register modals',
  async (url) => {
    renderWithPortal(account, url);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(authModalStore.getState().modal).toBe('login');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(authModalStore.getState().modal).toBe('register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
  },
);
