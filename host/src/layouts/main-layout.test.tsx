import { screen } from '@testing-library/react';
import { renderWithPortal, signIn, userState } from '@portal/shared/testing';
import { loadRemoteModule } from '../remotes/load-remote-module';
import { MainLayout } from './main-layout';

// The federation boundary: each remote module renders its own id.
jest.mock('../remotes/load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  remoteNameOf: (id: string) => id.split('/')[0],
}));

const load = jest.mocked(loadRemoteModule);
const BANNER = 'mfe_admin/ImpersonationBanner';
const impersonating = (isImpersonating: boolean) =>
  userState({
    impersonationState: { isImpersonating, hasSecurityOverrides: false, overrideDescription: '' },
  });

beforeEach(() => {
  load.mockReset();
  load.mockImplementation((id: string) =>
    Promise.resolve({ default: () => <span>{`remote ${id}`}</span> }),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('mounts the impersonation banner of mfe-admin while impersonating', async () => {
  signIn(impersonating(true));
  renderWithPortal(<MainLayout />);
  expect(await screen.findByText(`remote ${BANNER}`)).toBeInTheDocument();
});

it('does not load the banner when nobody is impersonated', async () => {
  signIn(impersonating(false));
  renderWithPortal(<MainLayout />);
  await screen.findByText('remote mfe_notifications/NotificationsBell');
  expect(load).not.toHaveBeenCalledWith(BANNER);
});
