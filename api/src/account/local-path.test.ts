import { withTestOidcProvider } from '../test/oidc-provider.js';
import { withTestApp, type TestBrowser } from '../test/test-app.js';

// Every place that takes a return URL (password sign-in, registration, the second factor,
// external sign-in)
// sends the browser only to a path of the portal itself.

const oidc = withTestOidcProvider();
const api = withTestApp(() => oidc.settings());

/** Return URLs a browser would resolve to another site (or that break a header). */
const OFF_SITE = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\nSet-Cookie: x=y',
  '\t//evil.example',
  ' //evil.example',
  '//evil.example',
  '/\\evil.example',
  '/x\\..\\\\evil.example',
  '\\\\evil.example',
  'http://evil.example/',
  'javascript:alert(1)',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  'projects',
  '',
];

/** A password sign-in of a new visitor that asks to come back to `returnUrl`. */
async function passwordSignIn(returnUrl: string) {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  return browser.request('POST', '/api/account/login', {
    email: 'client@example.com',
    password: 'Passw0rd!',
    returnUrl,
  });
}

it('echoes a path of the portal after a password sign-in, and nothing else', async () => {
  for (const returnUrl of ['/projects/1', '/projects?search=a%20b#top', '/%09/x']) {
    const login = await passwordSignIn(returnUrl);
    expect({ returnUrl, redirectUrl: login.json().redirectUrl }).toEqual({
      returnUrl,
      redirectUrl: returnUrl,
    });
  }
  for (const returnUrl of OFF_SITE) {
    const login = await passwordSignIn(returnUrl);
    expect({ returnUrl, status: login.statusCode, redirectUrl: login.json().redirectUrl }).toEqual({
      returnUrl,
      status: 200,
      redirectUrl: null,
    });
  }
});

it('answers a registration with the checked return URL as its redirectUrl', async () => {
  const cases = [
    ['/projects/3?tab=media', '/projects/3?tab=media'],
    ...OFF_SITE.map((u) => [u, null]),
  ];
  for (const [index, [returnUrl, expected]] of cases.entries()) {
    const browser = api.visitor();
    await browser.request('GET', '/api/account/user-state');
    const answer = await browser.request('POST', '/api/account/register', {
      email: `returning.${index}@example.com`,
      password: 'secret1',
      confirmPassword: 'secret1',
      returnUrl,
    });
    expect({
      returnUrl,
      status: answer.statusCode,
      redirectUrl: answer.json().redirectUrl,
    }).toEqual({ returnUrl, status: 200, redirectUrl: expected });
  }
});

it('keeps the second factor to the same paths', async () => {
  const owner = await api.signedIn('noah@lumen.example.com');
  await owner.request('PUT', '/api/account/two-factor', { enabled: true });
  for (const [returnUrl, expected] of [
    ['/\t/evil.example', null],
    ['/notifications', '/notifications'],
  ] as const) {
    const browser = api.visitor();
    await browser.request('GET', '/api/account/user-state');
    await browser.request('POST', '/api/account/login', {
      email: 'noah@lumen.example.com',
      password: 'Passw0rd!',
      returnUrl,
    });
    await browser.request('POST', '/api/account/send-2fa-code');
    const mail = [...api.mail].reverse().find((m) => m.to === 'noah@lumen.example.com');
    const code = mail?.text.match(/\b\d{6}\b/)?.[0];
    const verified = await browser.request('POST', '/api/account/verify-2fa-code', { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().redirectUrl).toBe(expected);
  }
});

const externalSignIn = (browser: TestBrowser, returnUrl: string) =>
  oidc.signInThrough(browser, { email: 'wanderer@example.org' }, returnUrl);

it('redirects after external sign-in to a path of the portal, else to the home page', async () => {
  for (const returnUrl of OFF_SITE.filter(Boolean)) {
    const done = await externalSignIn(api.visitor(), returnUrl);
    expect({ returnUrl, status: done.statusCode, location: done.headers.location }).toEqual({
      returnUrl,
      status: 303,
      location: '/',
    });
  }
  const done = await externalSignIn(api.visitor(), '/projects/2?tab=media');
  expect(done.headers.location).toBe('/projects/2?tab=media');
});
