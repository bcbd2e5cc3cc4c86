import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authModalStore,
  authStore,
  CONFIRM_PASSWORD_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from '@portal/shared';
import AuthModals from '../../../exposed/auth-modals';
import {
  bodiesSentTo,
  deferred,
  holdPageNavigations,
  json,
  renderWithPortal,
  resetStores,
  stubFetch,
  userState,
} from '@portal/shared/testing';
import {
  REGISTER_UNAUTHORIZED,
  REGISTRATION_FAILED,
  REGISTRATION_FAILED_TRY_AGAIN,
} from '../messages';

const REGISTER = 'POST /api/account/register';
const USER_STATE = 'GET /api/account/user-state';

const navigation = holdPageNavigations();
beforeEach(resetStores);

async function renderRegister(
  handlers: Parameters<typeof stubFetch>[0] = {},
  returnUrl: string | null = null,
) {
  const fetchMock = stubFetch(handlers);
  renderWithPortal(<AuthModals />);
  act(() => authModalStore.getState().openRegister(returnUrl));
  const dialog = await screen.findByRole('dialog', { name: 'Create Account' });
  return { fetchMock, dialog };
}

const submitButton = () => screen.getByRole('button', { name: 'Create Account' });
/** The register modal's own fields (the login modal's form is mounted, hidden, beside it). */
const inDialog = () => within(screen.getByRole('dialog', { name: 'Create Account' }));

async function fillIn(password = 'secret1', confirm = password) {
  const user = userEvent.setup();
  await user.type(inDialog().getByLabelText('Email'), 'new@example.com');
  await user.type(inDialog().getByLabelText('Password'), password);
  await user.type(inDialog().getByLabelText('Confirm Password'), confirm);
  return user;
}

async function register() {
  const user = await fillIn();
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await user.click(submitButton());
  return user;
}

describe('validation', () => {
  it('shows every spec message and keeps Create Account disabled while invalid', async () => {
    await renderRegister();
    const user = userEvent.setup();
    expect(submitButton()).toBeDisabled();

    await user.type(inDialog().getByLabelText('Email'), 'nope');
    await user.type(inDialog().getByLabelText('Password'), '12345');
    await user.click(inDialog().getByLabelText('Confirm Password'));
    await user.tab();
    expect(await screen.findByText(INVALID_EMAIL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_TOO_SHORT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(CONFIRM_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('says the passwords do not match on Confirm Password', async () => {
    await renderRegister();
    const user = await fillIn('secret1', 'secret2');
    await user.tab();
    expect(inDialog().getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      PASSWORDS_DO_NOT_MATCH_MESSAGE,
    );
    expect(submitButton()).toBeDisabled();

    await user.type(inDialog().getByLabelText('Password'), '{Backspace}2');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('submitting', () => {
  it('sends email, password and confirmPassword; spinner and disabled inputs while loading', async () => {
    const pending = deferred<Response>();
    const { fetchMock, dialog } = await renderRegister({ [REGISTER]: () => pending.promise });
    await register();
    await waitFor(() => expect(inDialog().getByLabelText('Email')).toBeDisabled());
    expect(inDialog().getByLabelText('Password')).toBeDisabled();
    expect(inDialog().getByLabelText('Confirm Password')).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAttribute('data-loading', 'true');

    fireEvent.submit(within(dialog).getByRole('form', { name: 'Create Account' }));
    await act(async () => pending.resolve(json(200, { success: false })));
    expect(bodiesSentTo(fetchMock, 'POST', '/api/account/register')).toEqual([
      {
        email: 'new@example.com',
        password: 'secret1',
        confirmPassword: 'secret1',
        returnUrl: null,
      },
    ]);
  });

  it('sends the return URL and goes where the server answers, or reloads', async () => {
    let redirectUrl: string | null = '/projects/4';
    const { fetchMock } = await renderRegister(
      {
        [REGISTER]: () => json(200, { success: true, message: '', redirectUrl }),
        [USER_STATE]: () => json(200, userState()),
      },
      '/projects/4',
    );
    await register();
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/projects/4'));
    expect(bodiesSentTo(fetchMock, 'POST', '/api/account/register')).toEqual([
      expect.objectContaining({ returnUrl: '/projects/4' }),
    ]);
    expect(authStore.getState().status).toBe('authenticated');
    expect(authModalStore.getState().modal).toBeNull();

    // The server's verdict is final: no redirectUrl means a reload, whatever the modal held.
    redirectUrl = null;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => authModalStore.getState().openRegister('/projects/4'));
    await screen.findByRole('dialog', { name: 'Create Account' });
    await register();
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(navigation.assign).toHaveBeenCalledTimes(1);
  });

  it('success=false toasts the server message, or Registration failed', async () => {
    let message: string | undefined = 'That address is taken';
    await renderRegister({ [REGISTER]: () => json(200, { success: false, message }) });
    const user = await register();
    expect(await screen.findByText('That address is taken')).toBeInTheDocument();
    message = undefined;
    await user.click(submitButton());
    expect(await screen.findByText(REGISTRATION_FAILED)).toBeInTheDocument();
  });

  it('400 maps Email, Password and ConfirmPassword and lists everything in a red alert', async () => {
    await renderRegister({
      [REGISTER]: () =>
        json(400, {
          message: 'Validation failed',
          errors: {
            Email: ['Email is already registered'],
            Password: ['Password needs a digit'],
            ConfirmPassword: ['Confirmation is wrong'],
            '': ['Sign-ups are paused'],
          },
        }),
    });
    await register();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Email is already registered',
      'Password needs a digit',
      'Confirmation is wrong',
      'Sign-ups are paused',
    ]);
    expect(inDialog().getByLabelText('Email')).toHaveAccessibleDescription(
      'Email is already registered',
    );
    expect(inDialog().getByLabelText('Password')).toHaveAccessibleDescription(
      'Password needs a digit',
    );
    expect(inDialog().getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Confirmation is wrong',
    );
  });

  it.each([
    [401, REGISTER_UNAUTHORIZED],
    [500, REGISTRATION_FAILED_TRY_AGAIN],
  ])('%i shows its text in the red alert', async (status, text) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRegister({ [REGISTER]: () => json(status, { message: 'server text' }) });
    await register();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
