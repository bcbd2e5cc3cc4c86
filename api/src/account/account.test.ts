import { TestBrowser, withTestApp } from '../test/test-app.js';

const api = withTestApp();

it('reports a visitor as signed out and hands out the anti-forgery cookies', async () => {
  const browser = new TestBrowser(api.app);
  const response = await browser.request('GET', '/api/account/user-state');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ isAuthenticated: false, user: null, userClaims: [] });
  expect(browser.cookie('XSRF-TOKEN')).toBeTruthy();
  const secret = response.cookies.find((cookie) => cookie.name === 'portal.xsrf');
  expect(secret?.httpOnly).toBe(true);
});

it('signs a user in with an HttpOnly session cookie and reports every user-state field', async () => {
  const browser = new TestBrowser(api.app);
  const login = await browser.signIn('admin@example.com');
  expect(login.statusCode).toBe(200);
  expect(login.json()).toEqual({ success: true, message: '', redirectUrl: null });
  const session = login.cookies.find((cookie) => cookie.name === 'portal.session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  // The page's hint that it is signed in: readable, with the session's path and lifetime.
  const hint = login.cookies.find((cookie) => cookie.name === 'portal.signed-in');
  expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
  expect(hint?.maxAge).toBe(session?.maxAge);
  expect(hint?.httpOnly).toBeFalsy();

  const state = (await browser.request('GET', '/api/account/user-state')).json();
  expect(state).toMatchObject({
    isAuthenticated: true,
    user: {
      userName: 'Ada Admin',
      email: 'admin@example.com',
      isAdmin: true,
      isShowcaseUser: false,
    },
    originalUserPermissions: { hasSecurityOverrides: true, isAdmin: true, canImpersonate: true },
    impersonationState: {
      isImpersonating: false,
      hasSecurityOverrides: true,
      overrideDescription: 'Security overrides active: studio support access',
    },
    currentClient: { name: 'Lumen Visualisation Studio' },
  });
  expect(state.userClaims).toContain('Engage.Admin.Access');
});

it('answers 401 for a wrong password or unknown e-mail, without saying which', async () => {
  const browser = new TestBrowser(api.app);
  const wrong = await browser.signIn('client@example.com', 'nope-nope');
  const unknown = await browser.signIn('nobody@example.com');
  expect(wrong.statusCode).toBe(401);
  expect(unknown.statusCode).toBe(401);
  expect(wrong.json().message).toBe(unknown.json().message);
});

it('answers 400 with the field map for missing or malformed fields', async () => {
  const browser = new TestBrowser(api.app);
  await browser.request('GET', '/api/account/user-state');
  const response = await browser.request('POST', '/api/account/login', {
    email: 'not-an-email',
    password: '',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({
    Email: ['Please enter a valid email address'],
    Password: ['Password is required'],
  });
});

it('refuses a non-GET request without the anti-forgery header', async () => {
  const browser = new TestBrowser(api.app);
  await browser.request('GET', '/api/account/user-state');
  const response = await browser.request(
    'POST',
    '/api/account/login',
    { email: 'client@example.com', password: 'Passw0rd!' },
    { xsrf: false },
  );
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/anti-forgery/);
  expect(response.cookies.find((cookie) => cookie.name === 'portal.session')).toBeUndefined();
});

it('echoes only a local return URL as the redirect URL', async () => {
  const browser = new TestBrowser(api.app);
  await browser.request('GET', '/api/account/user-state');
  const local = await browser.request('POST', '/api/account/login', {
    email: 'client@example.com',
    password: 'Passw0rd!',
    returnUrl: '/projects/1',
  });
  expect(local.json().redirectUrl).toBe('/projects/1');
  const other = await browser.request('POST', '/api/account/login', {
    email: 'client@example.com',
    password: 'Passw0rd!',
    returnUrl: '//evil.example.com/',
  });
  expect(other.json().redirectUrl).toBeNull();
});

it('signs out', async () => {
  const browser = new TestBrowser(api.app);
  await browser.signIn('client@example.com');
  const logout = await browser.request('POST', '/api/account/logout');
  expect(logout.statusCode).toBe(200);
  for (const name of ['portal.session', 'portal.signed-in']) {
    expect(logout.cookies.find((cookie) => cookie.name === name)).toMatchObject({ value: '' });
  }
  const state = (await browser.request('GET', '/api/account/user-state')).json();
  expect(state.isAuthenticated).toBe(false);
});

it('rate-limits repeated failed sign-ins for an account with a clear message', async () => {
  const browser = new TestBrowser(api.app);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await browser.signIn('olivia@harbourco.example.com', 'wrong')).statusCode).toBe(401);
  }
  const blocked = await browser.signIn('olivia@harbourco.example.com');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().message).toBe(
    'Too many sign-in attempts. Please wait a few minutes and try again.',
  );
});

it('lists no external providers yet', async () => {
  const response = await new TestBrowser(api.app).request('GET', '/api/account/external-providers');
  expect(response.json()).toEqual([]);
});

it('turns malformed JSON into a 400, never a 500', async () => {
  const browser = new TestBrowser(api.app);
  await browser.request('GET', '/api/account/user-state');
  const response = await browser.request('POST', '/api/account/login', '{"email":');
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe('The request body is not valid JSON.');
});
