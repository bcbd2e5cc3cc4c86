import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import { pageLocation } from '@portal/shared';
import { TwoFactorPage } from './two-factor-page';
import { TwoFactorSetting } from './two-factor-setting';

const signedOut = { isAuthenticated: false, user: null };

it('sends the code, verifies it and goes where the sign-in was headed', async () => {
  const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
  const fetchMock = stubFetch({
    'GET /api/account/user-state': () => json(200, signedOut),
    'POST /api/account/send-2fa-code': () => json(200, { success: true }),
    'POST /api/account/verify-2fa-code': () =>
      json(200, { success: true, redirectUrl: '/projects/3' }),
  });
  renderAt('/account/two-factor', '/account/two-factor', <TwoFactorPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(
    await screen.findByText('We have e-mailed you a sign-in code. It expires in 10 minutes.'),
  ).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/projects/3'));
  expect(bodiesSentTo(fetchMock, 'POST', '/api/account/verify-2fa-code')).toEqual([
    { code: '123456' },
  ]);
});

it('asks for six digits and shows the server’s reason when a code is refused', async () => {
  stubFetch({
    'POST /api/account/send-2fa-code': () => json(200, { success: true }),
    'POST /api/account/verify-2fa-code': () =>
      json(429, { message: 'Too many wrong codes. Please sign in again.', errors: {} }),
  });
  renderAt('/account/two-factor', '/account/two-factor', <TwoFactorPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), '12');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Enter the 6-digit code from the e-mail.')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '3456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many wrong codes. Please sign in again.',
  );
});

it('turns the own two-step setting on', async () => {
  const fetchMock = stubFetch({
    'GET /api/account/two-factor': () => json(200, { enabled: false }),
    'PUT /api/account/two-factor': () => json(200, { enabled: true }),
  });
  renderAt('/manage', '/manage', <TwoFactorSetting />);
  const toggle = await screen.findByRole('switch', { name: /Two-step sign-in/ });
  await screen.findByRole('switch', { name: /Two-step sign-in/, checked: false });
  expect(toggle).toBeEnabled();
  await userEvent.click(toggle);
  expect(
    await screen.findByRole('switch', { name: /Two-step sign-in/, checked: true }),
  ).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'PUT', '/api/account/two-factor')).toEqual([{ enabled: true }]);
});
