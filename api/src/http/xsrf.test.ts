import { TestBrowser, withTestApp } from '../test/test-app.js';

const api = withTestApp();

const REFUSED = 'Invalid or missing anti-forgery token. Reload the page and try again.';

it('checks the token on a changing route however its path is spelt', async () => {
  const browser = await api.signedIn('client@example.com');
  for (const url of [
    '/api/user-notifications/mark-all-read',
    '/%61pi/user-notifications/mark-all-read',
    '/%61%70%69/user-notifications/mark-all-read',
    '/api/user-notifications/mark-%61ll-read',
  ]) {
    const response = await browser.request('PUT', url, undefined, { xsrf: false });
    expect({ url, status: response.statusCode, body: response.json() }).toEqual({
      url,
      status: 400,
      body: { message: REFUSED, errors: {} },
    });
  }
  const signOut = await browser.request('POST', '/%61pi/account/logout', undefined, {
    xsrf: false,
  });
  expect(signOut.statusCode).toBe(400);
  const state = (await browser.request('GET', '/api/account/user-state')).json();
  expect(state.isAuthenticated).toBe(true);
  // With the token, the encoded spelling reaches the route like the plain one.
  const marked = await browser.request('PUT', '/%61pi/user-notifications/mark-all-read');
  expect(marked.statusCode).toBe(200);
});

it('hands out the anti-forgery cookies on a GET whatever its spelling', async () => {
  const browser = new TestBrowser(api.app);
  await browser.request('GET', '/%61pi/account/user-state');
  expect(browser.cookie('XSRF-TOKEN')).toBeTruthy();
  const login = await browser.request('POST', '/api/account/login', {
    email: 'client@example.com',
    password: 'Passw0rd!',
    rememberMe: false,
  });
  expect(login.statusCode).toBe(200);
});

it("refuses another browser's token pair: the token is bound to the session", async () => {
  const victim = await api.signedIn('client@example.com');
  const attacker = await api.signedIn('liam@southerncross.example.com');
  const anonymous = new TestBrowser(api.app);
  await anonymous.request('GET', '/api/account/user-state');
  for (const other of [attacker, anonymous]) {
    // The victim's session with the other browser's secret cookie and token.
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api/user-notifications/mark-all-read',
      cookies: {
        'portal.session': victim.cookie('portal.session') ?? '',
        'portal.xsrf': other.cookie('portal.xsrf') ?? '',
      },
      headers: { 'x-xsrf-token': other.cookie('XSRF-TOKEN') ?? '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(REFUSED);
  }
  expect((await victim.request('PUT', '/api/user-notifications/mark-all-read')).statusCode).toBe(
    200,
  );
});

it('refuses the token of the anonymous visit once signed in, and re-issues it on the next GET', async () => {
  const browser = new TestBrowser(api.app);
  await browser.request('GET', '/api/account/user-state');
  const anonymousToken = browser.cookie('XSRF-TOKEN');
  const anonymousSecret = browser.cookie('portal.xsrf');
  await browser.request('POST', '/api/account/login', {
    email: 'client@example.com',
    password: 'Passw0rd!',
    rememberMe: false,
  });
  expect(browser.cookie('XSRF-TOKEN')).not.toBe(anonymousToken);
  const stale = await api.app.inject({
    method: 'PUT',
    url: '/api/user-notifications/mark-all-read',
    cookies: {
      'portal.session': browser.cookie('portal.session') ?? '',
      'portal.xsrf': anonymousSecret ?? '',
    },
    headers: { 'x-xsrf-token': anonymousToken ?? '' },
  });
  expect(stale.statusCode).toBe(400);

  // A session cookie that arrived without new tokens (another tab signed in): the next GET
  // hands out a token bound to it, as ASP.NET issues one per identity.
  const refreshed = await api.app.inject({
    method: 'GET',
    url: '/api/account/user-state',
    cookies: {
      'portal.session': browser.cookie('portal.session') ?? '',
      'portal.xsrf': anonymousSecret ?? '',
      'XSRF-TOKEN': anonymousToken ?? '',
    },
  });
  const token = refreshed.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(token).toBeTruthy();
  expect(token).not.toBe(anonymousToken);
  const fresh = await api.app.inject({
    method: 'PUT',
    url: '/api/user-notifications/mark-all-read',
    cookies: {
      'portal.session': browser.cookie('portal.session') ?? '',
      'portal.xsrf': anonymousSecret ?? '',
    },
    headers: { 'x-xsrf-token': token ?? '' },
  });
  expect(fresh.statusCode).toBe(200);
});

it('leaves the hub negotiate (outside /api, sent without the header by the SignalR client) alone', async () => {
  const browser = await api.signedIn('client@example.com');
  const response = await browser.request(
    'POST',
    '/hubs/user-notifications/negotiate?negotiateVersion=1',
    undefined,
    { xsrf: false },
  );
  expect(response.statusCode).toBe(200);
});

it('answers 404, not 400, for an unknown route with a changing method', async () => {
  const browser = await api.signedIn('client@example.com');
  const response = await browser.request('POST', '/api/no-such-thing', undefined, { xsrf: false });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: expect.any(String), errors: {} });
});
