import { CURRENT_PASSWORD_REQUIRED_MESSAGE } from '@portal/contract';
import { withTestApp } from '../test/test-app.js';
import { linkMailedTo } from '../test/test-mailbox.js';
import { LINK_INVALID } from './recovery-service.js';

const api = withTestApp();

it('changes the own password after checking the current one, and ends the other sessions', async () => {
  const other = await api.signedIn('liam@southerncross.example.com');
  const browser = await api.signedIn('liam@southerncross.example.com');
  const wrong = await browser.request('POST', '/api/account/change-password', {
    currentPassword: 'nope',
    newPassword: 'another-1',
    confirmPassword: 'another-1',
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().errors).toEqual({ CurrentPassword: ['Your current password is not right.'] });

  const ok = await browser.request('POST', '/api/account/change-password', {
    currentPassword: 'Passw0rd!',
    newPassword: 'another-1',
    confirmPassword: 'another-1',
  });
  expect(ok.statusCode).toBe(200);
  expect((await browser.request('GET', '/api/account/user-state')).json().isAuthenticated).toBe(
    true,
  );
  expect((await other.request('GET', '/api/account/user-state')).json().isAuthenticated).toBe(
    false,
  );
  expect(
    (await api.visitor().signIn('liam@southerncross.example.com', 'another-1')).statusCode,
  ).toBe(200);
});

it('applies the spec rules to the new password', async () => {
  const browser = await api.signedIn('client@example.com');
  const response = await browser.request('POST', '/api/account/change-password', {
    currentPassword: 'Passw0rd!',
    newPassword: '123',
    confirmPassword: '456',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({
    NewPassword: ['Password must be at least 6 characters'],
    ConfirmPassword: ['Passwords do not match'],
  });
  expect((await api.visitor().request('POST', '/api/account/change-password', {})).statusCode).toBe(
    400,
  );
});

it('asks for the current password with the text the form uses', async () => {
  const browser = await api.signedIn('client@example.com');
  const response = await browser.request('POST', '/api/account/change-password', {
    currentPassword: '',
    newPassword: 'another-1',
    confirmPassword: 'another-1',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({ CurrentPassword: [CURRENT_PASSWORD_REQUIRED_MESSAGE] });
});

it('voids a reset link e-mailed before the password was changed', async () => {
  const email = 'mia@kookaburra.example.com';
  const visitor = api.visitor();
  await visitor.request('GET', '/api/account/user-state');
  const before = api.mail.length;
  await visitor.request('POST', '/api/account/forgot-password', { email });
  const link = await linkMailedTo(api.mail, email, { after: before });

  const browser = await api.signedIn(email);
  const changed = await browser.request('POST', '/api/account/change-password', {
    currentPassword: 'Passw0rd!',
    newPassword: 'changed-1',
    confirmPassword: 'changed-1',
  });
  expect(changed.statusCode).toBe(200);
  const reset = await visitor.request('POST', '/api/account/reset-password', {
    email,
    token: link.searchParams.get('token'),
    password: 'stolen-1',
    confirmPassword: 'stolen-1',
  });
  expect(reset.statusCode).toBe(400);
  expect(reset.json().errors).toEqual({ '': [LINK_INVALID] });
  expect((await api.visitor().signIn(email, 'changed-1')).statusCode).toBe(200);
});
