import { withTestApp } from '../test/test-app.js';

const api = withTestApp();

/** The link of the last e-mail sent to an address, as a URL. */
function lastLink(to: string) {
  const mail = [...api.mail].reverse().find((m) => m.to === to);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link was e-mailed to ${to}`);
  return new URL(link);
}

const register = (browser: ReturnType<typeof api.visitor>, body: unknown) =>
  browser.request('POST', '/api/account/register', body);

it('registers, signs the new user in and e-mails a single-use confirmation link', async () => {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  const response = await register(browser, {
    email: 'new.person@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ success: true, redirectUrl: null });
  const state = (await browser.request('GET', '/api/account/user-state')).json();
  expect(state).toMatchObject({ isAuthenticated: true, user: { email: 'new.person@example.com' } });

  const link = lastLink('new.person@example.com');
  expect(link.pathname).toBe('/account/confirm-email');
  const body = { userId: link.searchParams.get('userId'), token: link.searchParams.get('token') };
  expect((await browser.request('POST', '/api/account/confirm-email', body)).statusCode).toBe(200);
  const again = await browser.request('POST', '/api/account/confirm-email', body);
  expect(again.statusCode).toBe(400);
  expect(again.json().errors['']).toEqual([
    'This link is invalid or has expired. Please ask for a new one.',
  ]);
});

it('maps bad registration input to the spec messages', async () => {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  const response = await register(browser, { email: 'nope', password: '123', confirmPassword: '' });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({
    Email: ['Please enter a valid email address'],
    Password: ['Password must be at least 6 characters'],
    ConfirmPassword: ['Please confirm your password'],
  });
  const mismatch = await register(browser, {
    email: 'a@example.com',
    password: 'secret1',
    confirmPassword: 'secret2',
  });
  expect(mismatch.json().errors).toEqual({ ConfirmPassword: ['Passwords do not match'] });
  const taken = await register(browser, {
    email: 'CLIENT@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  });
  expect(taken.statusCode).toBe(400);
  expect(taken.json().errors).toEqual({
    Email: ['An account with this email address already exists.'],
  });
});

it('answers forgot-password the same whether or not the address has an account', async () => {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  const sentBefore = api.mail.length;
  const known = await browser.request('POST', '/api/account/forgot-password', {
    email: 'liam@southerncross.example.com',
  });
  const unknown = await browser.request('POST', '/api/account/forgot-password', {
    email: 'nobody@example.com',
  });
  expect(known.statusCode).toBe(200);
  expect(unknown.json()).toEqual(known.json());
  expect(api.mail.length).toBe(sentBefore + 1);
});

it('resets the password from the e-mailed link once, and the new password signs in', async () => {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  await browser.request('POST', '/api/account/forgot-password', {
    email: 'mia@kookaburra.example.com',
  });
  const link = lastLink('mia@kookaburra.example.com');
  const body = {
    email: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
    password: 'brand-new-1',
    confirmPassword: 'brand-new-1',
  };
  expect((await browser.request('POST', '/api/account/reset-password', body)).statusCode).toBe(200);
  expect((await browser.request('POST', '/api/account/reset-password', body)).statusCode).toBe(400);
  expect((await api.visitor().signIn('mia@kookaburra.example.com', 'Passw0rd!')).statusCode).toBe(
    401,
  );
  expect((await api.visitor().signIn('mia@kookaburra.example.com', 'brand-new-1')).statusCode).toBe(
    200,
  );
});

it('refuses a forged reset token', async () => {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  const response = await browser.request('POST', '/api/account/reset-password', {
    email: 'client@example.com',
    token: 'forged',
    password: 'whatever1',
    confirmPassword: 'whatever1',
  });
  expect(response.statusCode).toBe(400);
  expect((await api.visitor().signIn('client@example.com')).statusCode).toBe(200);
});
