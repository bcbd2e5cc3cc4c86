import { startTestApp, TestBrowser, withTestApp, type TestApp } from '../test/test-app.js';

// Who a request comes from: X-Forwarded-For is believed only from a trusted proxy hop (the
// bundle servers on this machine by default), never from the visitor itself.

const api = withTestApp();

/** A sign-in sent straight to the API from `remoteAddress`, claiming `forwardedFor`. */
async function directSignIn(
  app: TestApp['app'],
  remoteAddress: string,
  forwardedFor: string,
  email: string,
  password: string,
) {
  const browser = new TestBrowser(app);
  await browser.request('GET', '/api/account/user-state');
  const token = browser.cookie('XSRF-TOKEN') ?? '';
  return app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor, 'x-xsrf-token': token },
    cookies: { 'portal.xsrf': browser.cookie('portal.xsrf') ?? '', 'XSRF-TOKEN': token },
    payload: { email, password, rememberMe: false },
  });
}

it('counts a direct visitor by its own address, whatever X-Forwarded-For it sends', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 21; attempt += 1) {
    const response = await directSignIn(
      api.app,
      '203.0.113.5',
      `10.9.0.${attempt}`,
      `spray${attempt}@example.com`,
      'x',
    );
    statuses.push(response.statusCode);
  }
  expect(statuses).toEqual([...Array(20).fill(401), 429]);
  // Another visitor is not affected.
  const other = await directSignIn(
    api.app,
    '203.0.113.6',
    '10.9.0.1',
    'client@example.com',
    'Passw0rd!',
  );
  expect(other.statusCode).toBe(200);
});

it('records the direct visitor’s own address in the impersonation audit', async () => {
  const admin = await api.signedIn('admin@example.com');
  const started = await api.app.inject({
    method: 'POST',
    url: '/api/account/impersonate/start',
    remoteAddress: '198.51.100.20',
    headers: { 'x-forwarded-for': '192.0.2.99', 'x-xsrf-token': admin.cookie('XSRF-TOKEN') ?? '' },
    cookies: cookiesOf(admin),
    payload: { userId: await userIdByEmail(admin, 'client@example.com') },
  });
  expect(started.statusCode).toBe(200);
  const audit = await admin.request('GET', '/api/admin/impersonation-audit?page=1&pageSize=5');
  expect(audit.json().items[0]).toMatchObject({ ipAddress: '198.51.100.20' });
});

it('believes X-Forwarded-For from the loopback proxy hop', async () => {
  const admin = await api.signedIn('admin@example.com');
  const started = await api.app.inject({
    method: 'POST',
    url: '/api/account/impersonate/start',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': '192.0.2.7', 'x-xsrf-token': admin.cookie('XSRF-TOKEN') ?? '' },
    cookies: cookiesOf(admin),
    payload: { userId: await userIdByEmail(admin, 'client@example.com') },
  });
  expect(started.statusCode).toBe(200);
  const audit = await admin.request('GET', '/api/admin/impersonation-audit?page=1&pageSize=5');
  expect(audit.json().items[0]).toMatchObject({ ipAddress: '192.0.2.7' });
});

it('trusts no proxy with TRUST_PROXY=none', async () => {
  const alone = await startTestApp({ env: { TRUST_PROXY: 'none' } });
  try {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await directSignIn(
        alone.app,
        '127.0.0.1',
        `10.8.0.${attempt}`,
        `spray${attempt}@example.com`,
        'x',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  } finally {
    await alone.close();
  }
});

function cookiesOf(browser: TestBrowser) {
  return Object.fromEntries(
    ['portal.session', 'portal.xsrf', 'XSRF-TOKEN'].map((name) => [
      name,
      browser.cookie(name) ?? '',
    ]),
  );
}

async function userIdByEmail(admin: TestBrowser, email: string) {
  const users = await admin.request('GET', `/api/admin/users?search=${encodeURIComponent(email)}`);
  const body = users.json();
  const list = Array.isArray(body) ? body : body.items;
  return Number(list.find((user: { email: string }) => user.email === email).id);
}
