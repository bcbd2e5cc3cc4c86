import { withTestApp } from '../test/test-app.js';
import { CODES_THROTTLED } from './two-factor-service.js';

const api = withTestApp();

const codeMailedTo = (to: string) => {
  const mail = [...api.mail]
    .reverse()
    .find((m) => m.to === to && m.subject === 'Your sign-in code');
  const code = mail?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No code was e-mailed to ${to}`);
  return code;
};

async function enableTwoFactor(email: string) {
  const browser = await api.signedIn(email);
  expect(
    (await browser.request('PUT', '/api/account/two-factor', { enabled: true })).json(),
  ).toEqual({ enabled: true });
  expect((await browser.request('GET', '/api/account/two-factor')).json()).toEqual({
    enabled: true,
  });
}

it('asks for an e-mailed code after the password, and signs in once it is verified', async () => {
  await enableTwoFactor('noah@lumen.example.com');
  const browser = api.visitor();
  const login = await browser.signIn('noah@lumen.example.com');
  expect(login.json()).toMatchObject({ success: true, redirectUrl: '/account/two-factor' });
  expect((await browser.request('GET', '/api/account/user-state')).json().isAuthenticated).toBe(
    false,
  );

  expect((await browser.request('POST', '/api/account/send-2fa-code')).statusCode).toBe(200);
  const wrong = await browser.request('POST', '/api/account/verify-2fa-code', {
    code: '000000' === codeMailedTo('noah@lumen.example.com') ? '111111' : '000000',
  });
  expect(wrong.statusCode).toBe(400);
  const right = await browser.request('POST', '/api/account/verify-2fa-code', {
    code: codeMailedTo('noah@lumen.example.com'),
  });
  expect(right.statusCode).toBe(200);
  expect(right.json()).toMatchObject({ success: true });
  expect((await browser.request('GET', '/api/account/user-state')).json()).toMatchObject({
    isAuthenticated: true,
    user: { email: 'noah@lumen.example.com' },
  });
  // The challenge is over: the code cannot be used again.
  expect(
    (await browser.request('POST', '/api/account/verify-2fa-code', { code: '123456' })).statusCode,
  ).toBe(401);
});

it('stops after five wrong codes', async () => {
  await enableTwoFactor('olivia@harbourco.example.com');
  const browser = api.visitor();
  await browser.signIn('olivia@harbourco.example.com');
  await browser.request('POST', '/api/account/send-2fa-code');
  const right = codeMailedTo('olivia@harbourco.example.com');
  const wrong = right === '999999' ? '888888' : '999999';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect(
      (await browser.request('POST', '/api/account/verify-2fa-code', { code: wrong })).statusCode,
    ).toBe(400);
  }
  const blocked = await browser.request('POST', '/api/account/verify-2fa-code', { code: right });
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().message).toBe('Too many wrong codes. Please sign in again.');
});

it('limits wrong codes per account across new sign-ins, not only per challenge', async () => {
  const email = 'mia@kookaburra.example.com';
  await enableTwoFactor(email);
  const guess = async (browser: ReturnType<typeof api.visitor>) => {
    await browser.request('POST', '/api/account/send-2fa-code');
    const right = codeMailedTo(email);
    return { right, wrong: right === '999999' ? '888888' : '999999' };
  };
  // Ten wrong codes spread over three sign-ins, never five in one challenge.
  for (const tries of [4, 4, 2]) {
    const browser = api.visitor();
    await browser.signIn(email);
    const { wrong } = await guess(browser);
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const answer = await browser.request('POST', '/api/account/verify-2fa-code', { code: wrong });
      expect(answer.statusCode).toBe(400);
    }
  }
  const browser = api.visitor();
  await browser.signIn(email);
  const { right } = await guess(browser);
  const blocked = await browser.request('POST', '/api/account/verify-2fa-code', { code: right });
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().message).toBe(CODES_THROTTLED);
});

it('refuses codes without a pending sign-in and malformed codes', async () => {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  expect((await browser.request('POST', '/api/account/send-2fa-code')).statusCode).toBe(401);
  const malformed = await browser.request('POST', '/api/account/verify-2fa-code', { code: 'abc' });
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().errors).toEqual({ Code: ['Enter the 6-digit code from the e-mail.'] });
});

it('lets only a signed-in user change their own setting', async () => {
  const visitor = api.visitor();
  await visitor.request('GET', '/api/account/user-state');
  expect(
    (await visitor.request('PUT', '/api/account/two-factor', { enabled: true })).statusCode,
  ).toBe(401);
  const client = await api.signedIn('client@example.com');
  expect(
    (await client.request('PUT', '/api/account/two-factor', { enabled: 'yes' })).statusCode,
  ).toBe(400);
});

it('ends the other sessions when two-step sign-in is turned on, keeping this one', async () => {
  const email = 'liam@southerncross.example.com';
  const elsewhere = await api.signedIn(email);
  const browser = await api.signedIn(email);
  expect(
    (await browser.request('PUT', '/api/account/two-factor', { enabled: true })).statusCode,
  ).toBe(200);
  expect((await browser.request('GET', '/api/account/user-state')).json().isAuthenticated).toBe(
    true,
  );
  expect((await elsewhere.request('GET', '/api/account/user-state')).json().isAuthenticated).toBe(
    false,
  );
});
