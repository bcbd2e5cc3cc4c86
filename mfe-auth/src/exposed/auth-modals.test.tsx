import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MODAL_SWITCH_DELAY_MS, authModalStore } from '@portal/shared';
import { json, renderWithPortal, resetStores, stubFetch } from '@portal/shared/testing';
import AuthModals from './auth-modals';

beforeEach(() => {
  resetStores();
  stubFetch({ 'GET /api/account/external-providers': () => json(200, []) });
});
afterEach(() => jest.useRealTimers());

async function open(modal: 'login' | 'register', returnUrl: string | null = '/projects/9') {
  renderWithPortal(<AuthModals />, '/projects/9');
  act(() =>
    modal === 'login'
      ? authModalStore.getState().openLogin(returnUrl)
      : authModalStore.getState().openRegister(returnUrl),
  );
  return screen.findByRole('dialog', { name: modal === 'login' ? 'Log In' : 'Create Account' });
}

it.each(['login', 'register'] as const)(
  'the %s modal ignores Escape and closes with its close button',
  async (modal) => {
    const user = userEvent.setup();
    const dialog = await open(modal);
    await user.click(within(dialog).getByLabelText('Email'));
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(authModalStore.getState().modal).toBe(modal);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(authModalStore.getState().modal).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
);

it('Sign up here closes the login modal and opens register after 100 ms with the return URL', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await open('login');
  await user.click(screen.getByRole('button', { name: 'Sign up here' }));
  expect(authModalStore.getState().modal).toBeNull();

  act(() => jest.advanceTimersByTime(AUTH_MODAL_SWITCH_DELAY_MS - 1));
  expect(authModalStore.getState().modal).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(authModalStore.getState()).toMatchObject({ modal: 'register', returnUrl: '/projects/9' });
  expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
});

it('Log in here closes the register modal and opens login after 100 ms with the return URL', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await open('register', '/manage');
  await user.click(screen.getByRole('button', { name: 'Already have an account? Log in here' }));
  expect(authModalStore.getState().modal).toBeNull();

  act(() => jest.advanceTimersByTime(AUTH_MODAL_SWITCH_DELAY_MS - 1));
  expect(authModalStore.getState().modal).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(authModalStore.getState()).toMatchObject({ modal: 'login', returnUrl: '/manage' });
  expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
});

it('Forgot your password? closes the modal and goes to /account/forgot-password', async () => {
  const user = userEvent.setup();
  await open('login');
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  expect(authModalStore.getState().modal).toBeNull();
  expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
    '/account/forgot-password',
  );
});
