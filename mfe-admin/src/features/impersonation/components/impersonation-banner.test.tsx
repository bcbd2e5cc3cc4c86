import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  holdPageNavigations,
  renderAt,
  signIn,
  stubFetch,
  userState,
} from '@portal/shared/testing';
import { fails, lastBody, ok } from '../../../test/fixtures';
import { ImpersonationBanner } from './impersonation-banner';

const DETAILS = 'GET /api/account/impersonation-details';
const STOP = 'POST /api/account/impersonate/stop';
const impersonating = (isImpersonating: boolean) =>
  userState({
    impersonationState: { isImpersonating, hasSecurityOverrides: true, overrideDescription: 'x' },
  });
const navigation = holdPageNavigations();
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('says who is impersonated and for which client; one click stops it and reloads at /', async () => {
  signIn(impersonating(true));
  const fetchMock = stubFetch({
    [DETAILS]: ok({ isImpersonating: true, userId: 'u1', clientId: 3 }),
    [STOP]: ok({ success: true, message: 'Impersonation stopped successfully' }),
  });
  renderAt('*', '/', <ImpersonationBanner />);
  const banner = screen.getByRole('region', { name: 'Impersonation' });
  expect(banner).toHaveTextContent(
    'You are impersonating Casey Client (client@example.com) for Harbour & Co Architects.',
  );
  await userEvent.click(within(banner).getByRole('button', { name: 'Stop impersonating' }));
  expect(await screen.findByText('Impersonation stopped successfully')).toBeInTheDocument();
  expect(lastBody(fetchMock, 'POST', '/api/account/impersonate/stop')).toEqual({});
  expect(navigation.assign).toHaveBeenCalledWith('/');
});

it('says so when the admin acts as themselves for a client', async () => {
  signIn(impersonating(true));
  stubFetch({ [DETAILS]: ok({ isImpersonating: true, userId: null, clientId: 3 }) });
  renderAt('*', '/', <ImpersonationBanner />);
  expect(
    await screen.findByText('You are viewing the portal as yourself for Harbour & Co Architects.'),
  ).toBeInTheDocument();
});

it('says when stopping fails, and stays', async () => {
  signIn(impersonating(true));
  stubFetch({ [STOP]: fails(500) });
  renderAt('*', '/', <ImpersonationBanner />);
  await userEvent.click(screen.getByRole('button', { name: 'Stop impersonating' }));
  expect(await screen.findByText('Failed to stop impersonation')).toBeInTheDocument();
  expect(navigation.assign).not.toHaveBeenCalled();
});

it('renders nothing, and asks nothing, when nobody is impersonated', () => {
  signIn(impersonating(false));
  const fetchMock = stubFetch({});
  renderAt('*', '/', <ImpersonationBanner />);
  expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});
