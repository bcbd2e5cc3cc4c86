import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authModalStore,
  authStore,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
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
import { LOGIN_FAILED, LOGIN_FAILED_TRY_AGAIN, LOGIN_UNAUTHORIZED } from '../messages';

const LOGIN = 'POST /api/account/login';
const PROVIDERS = 'GET /api/account/external-providers';
const USER_STATE = 'GET /api/account/user-state';

const navigation = holdPageNavigations();
beforeEach(resetStores);

function openLogin(returnUrl: string | null = null) {
  act(() => authModalStore.getState().openLogin(returnUrl));
}

async function renderLogin(handlers: Parameters<typeof stubFetch>[0] = {}, returnUrl?: string) {
  const fetchMock = stubFetch({ [PROVIDERS]: () => json(200, []), ...handlers });
  renderWithPortal(<AuthModals />);
  openLogin(returnUrl ?? null);
  const dialog = await screen.findByRole('dialog', { name: 'Log In' });
  return { fetchMock, dialog };
}

async function fillIn(email = 'client@example.com', password = 'Passw0rd!') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

async function logIn() {
  const user = await fillIn();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

describe('the form', () => {
  it('shows the fields, keeps Log In disabled while invalid and shows the spec messages', async () => {
    await renderLogin();
    const user = userEvent.setup();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    const submit = screen.getByRole('button', { name: 'Log In' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText(INVALID_EMAIL_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText(PASSWORD_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'client@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText(INVALID_EMAIL_MESSAGE)).not.toBeInTheDocument();
  });

  it('sends email, password, remember me and the return URL', async () => {
    const { fetchMock } = await renderLogin(
      { [LOGIN]: () => json(200, { success: false, message: 'Nope' }) },
      '/projects/4',
    );
    const user = await fillIn();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST', '/api/account/login')).toEqual([
        {
          email: 'client@example.com',
          password: 'Passw0rd!',
          rememberMe: true,
          returnUrl: '/projects/4',
        },
      ]),
    );
  });

  it('disables the inputs while loading and ignores a second submit', async () => {
    const pending = deferred<Response>();
    const { fetchMock, dialog } = await renderLogin({ [LOGIN]: () => pending.promise });
    await logIn();
    await waitFor(() => expect(screen.getByLabelText('Email')).toBeDisabled());
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();

    fireEvent.submit(within(dialog).getByRole('form', { name: 'Log In' }));
    await act(async () => pending.resolve(json(401, { success: false, message: 'x' })));
    expect(bodiesSentTo(fetchMock, 'POST', '/api/account/login')).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Email')).toBeEnabled());
  });
});

describe('server outcomes', () => {
  it('on success reloads the user, closes and goes to the redirectUrl', async () => {
    const { fetchMock } = await renderLogin(
      {
        [LOGIN]: () => json(200, { success: true, message: '', redirectUrl: '/projects/7' }),
        [USER_STATE]: () => json(200, userState()),
      },
      '/manage',
    );
    await logIn();
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/projects/7'));
    expect(authStore.getState().status).toBe('authenticated');
    expect(authModalStore.getState().modal).toBeNull();
    expect(navigation.reload).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith('/api/account/user-state', expect.anything());
  });

  it('without a redirectUrl reloads, even when the modal held a return URL', async () => {
    await renderLogin(
      {
        [LOGIN]: () => json(200, { success: true, message: '', redirectUrl: null }),
        [USER_STATE]: () => json(200, userState()),
      },
      '/manage',
    );
    await logIn();
    // The server refused the return URL (or gave none): its verdict is final (spec point 4).
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('success=false shows an error toast with the server message, or Login failed', async () => {
    let message: string | null = 'Your account is locked';
    await renderLogin({ [LOGIN]: () => json(200, { success: false, message }) });
    const user = await logIn();
    expect(await screen.findByText('Your account is locked')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();

    message = null;
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(LOGIN_FAILED)).toBeInTheDocument();
  });

  it('400 puts Email and Password messages on the fields and lists all in a red alert', async () => {
    await renderLogin({
      [LOGIN]: () =>
        json(400, {
          message: 'One or more validation errors occurred.',
          errors: {
            Email: ['That address is not confirmed'],
            Password: ['Password is too weak'],
            '': ['Too many attempts'],
            Captcha: ['Captcha missing'],
          },
        }),
    });
    await logIn();
    const alert = await screen.findByRole('alert');
    for (const text of [
      'That address is not confirmed',
      'Password is too weak',
      'Too many attempts',
      'Captcha missing',
    ]) {
      expect(within(alert).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'That address is not confirmed',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is too weak');
  });

  it.each([
    [401, { success: false, message: 'Bad credentials' }, LOGIN_UNAUTHORIZED],
    [500, { message: 'Boom' }, LOGIN_FAILED_TRY_AGAIN],
  ])('%i shows its text in the red alert', async (status, body, text) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLogin({ [LOGIN]: () => json(status, body) });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('429 shows the spec text and the server’s reason to wait', async () => {
    const wait = 'Too many sign-in attempts. Please wait a few minutes and try again.';
    await renderLogin({ [LOGIN]: () => json(429, { message: wait, errors: {} }) });
    await logIn();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LOGIN_FAILED_TRY_AGAIN)).toBeInTheDocument();
    expect(within(alert).getByText(wait)).toBeInTheDocument();
  });
});

describe('external providers', () => {
  it('hides the OR block when the list is empty', async () => {
    await renderLogin();
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    expect(screen.queryByText('OR')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('hides it and logs when the list fails to load', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLogin({ [PROVIDERS]: () => json(500, { message: 'down' }) });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('OR')).not.toBeInTheDocument();
  });

  it('offers one button per provider that navigates to the challenge URL', async () => {
    await renderLogin(
      {
        [PROVIDERS]: () =>
          json(200, [
            { name: 'Google', displayName: 'Google' },
            { name: 'AzureAD', displayName: 'Microsoft' },
          ]),
      },
      '/projects?page=2',
    );
    expect(await screen.findByText('OR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Microsoft' }));
    expect(navigation.assign).toHaveBeenCalledWith(
      '/api/account/external-login-challenge?provider=AzureAD&returnUrl=%2Fprojects%3Fpage%3D2',
    );
  });
});

describe('closing and opening again', () => {
  it('reopens with an empty form, though the form is built before the first opening', async () => {
    const { dialog } = await renderLogin();
    const user = await fillIn();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    openLogin();
    const again = await screen.findByRole('dialog', { name: 'Log In' });
    await waitFor(() => expect(within(again).getByLabelText('Email')).toHaveValue(''));
    expect(within(again).getByLabelText('Password')).toHaveValue('');
  });
});
