import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authModalStore } from '@portal/shared';
import { renderWithPortal, signIn, signOutLocally, userState } from '@portal/shared/testing';
import { AppHeader } from './app-header';

jest.mock('../../remotes/load-remote-module', () => ({
  loadRemoteModule: jest.fn((id: string) =>
    Promise.resolve({ default: () => <span>{`remote ${id}`}</span> }),
  ),
  remoteNameOf: (id: string) => id.split('/')[0],
}));

const bar = () => within(screen.getAllByRole('banner')[0] ?? document.body);

afterEach(() => authModalStore.setState({ modal: null, returnUrl: null }));

it('offers a visitor Log In, which opens the login modal', async () => {
  signOutLocally();
  renderWithPortal(
    <header role="banner">
      <AppHeader />
    </header>,
  );
  await userEvent.click(bar().getAllByRole('button', { name: 'Log In' })[0]!);
  expect(authModalStore.getState().modal).toBe('login');
});

it('shows an ordinary user My Projects, the bell, their name and Log off, but no Admin', async () => {
  signIn();
  renderWithPortal(
    <header role="banner">
      <AppHeader />
    </header>,
  );
  expect(bar().getByRole('link', { name: 'My Projects' })).toHaveAttribute('href', '/projects');
  expect(bar().getByRole('link', { name: 'Casey Client' })).toHaveAttribute('href', '/manage');
  expect(bar().getByRole('button', { name: 'Log off' })).toBeInTheDocument();
  expect(await bar().findByText('remote mfe_notifications/NotificationsBell')).toBeInTheDocument();
  expect(bar().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  expect(bar().queryByRole('button', { name: 'Impersonation' })).not.toBeInTheDocument();
  expect(bar().queryByText('ADMIN')).not.toBeInTheDocument();
});

it('shows an admin the Admin entry, the ADMIN badge and Impersonation styled as danger', () => {
  signIn(
    userState({
      user: {
        id: 'a',
        userName: 'Ada Admin',
        email: 'admin@example.com',
        isAdmin: true,
        isShowcaseUser: false,
      },
      originalUserPermissions: { hasSecurityOverrides: true, isAdmin: true, canImpersonate: true },
      impersonationState: {
        isImpersonating: false,
        hasSecurityOverrides: true,
        overrideDescription: 'Security overrides active: support access',
      },
    }),
  );
  renderWithPortal(
    <header role="banner">
      <AppHeader />
    </header>,
  );
  expect(bar().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  expect(bar().getByText('ADMIN')).toBeInTheDocument();
  const impersonation = bar().getByRole('button', { name: 'Impersonation' });
  expect(impersonation).toHaveAttribute('title', 'Security overrides active: support access');
  expect(impersonation).toHaveAttribute('data-variant', 'filled');
});

it('titles Impersonation plainly without security overrides', () => {
  signIn(
    userState({
      originalUserPermissions: {
        hasSecurityOverrides: false,
        isAdmin: false,
        canImpersonate: true,
      },
    }),
  );
  renderWithPortal(
    <header role="banner">
      <AppHeader />
    </header>,
  );
  expect(bar().getByRole('button', { name: 'Impersonation' })).toHaveAttribute(
    'title',
    'Impersonation',
  );
});

it('mirrors the entries in the mobile menu overlay', async () => {
  signIn();
  renderWithPortal(
    <header role="banner">
      <AppHeader />
    </header>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  expect(within(menu).getByRole('link', { name: 'My Projects' })).toBeInTheDocument();
  expect(within(menu).getByRole('button', { name: 'Log off' })).toBeInTheDocument();
});

it('shows the client logo, or the default logo without a client', () => {
  signIn();
  const { unmount } = renderWithPortal(<AppHeader />);
  expect(screen.getByAltText('Harbour & Co Architects logo')).toHaveAttribute(
    'src',
    '/api/clients/3/logo',
  );
  unmount();
  signIn(userState({ currentClient: null }));
  renderWithPortal(<AppHeader />);
  expect(screen.getByAltText('Lumen Studio logo')).toHaveAttribute('src', '/logo.svg');
});
