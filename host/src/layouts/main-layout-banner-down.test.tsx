import { screen, waitFor } from '@testing-library/react';
import { renderWithPortal, signIn, userState } from '@portal/shared/testing';
import { loadRemoteModule } from '../remotes/load-remote-module';
import { MainLayout } from './main-layout';

// A file of its own: the slot caches each module per id, so a failed load must come first.
jest.mock('../remotes/load-remote-module', () => ({
  loadRemoteModule: jest.fn((id: string) =>
    id === 'mfe_admin/ImpersonationBanner'
      ? Promise.reject(new Error('Failed to fetch'))
      : Promise.resolve({ default: () => <span>{`remote ${id}`}</span> }),
  ),
  remoteNameOf: (id: string) => id.split('/')[0],
}));

it('shows no error box on the page when the banner cannot load', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signIn(
    userState({
      impersonationState: {
        isImpersonating: true,
        hasSecurityOverrides: false,
        overrideDescription: '',
      },
    }),
  );
  renderWithPortal(<MainLayout />);
  await waitFor(() =>
    expect(loadRemoteModule).toHaveBeenCalledWith('mfe_admin/ImpersonationBanner'),
  );
  expect(await screen.findByText('remote mfe_notifications/NotificationsBell')).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
