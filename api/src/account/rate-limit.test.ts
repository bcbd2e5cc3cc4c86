import { withTestApp } from '../test/test-app.js';
import { TOO_MANY_REGISTRATIONS, TOO_MANY_RESET_REQUESTS } from './rate-limit.js';
import { useFakeClock } from '../test/fake-clock.js';
import { eventually, settle } from '../test/test-mailbox.js';

const api = withTestApp();

/**
 * A browser at a network address of its own (`request.ip`), so each test counts from zero: it
 * keeps the anti-forgery cookies of its first GET and sends the token with every POST.
 */
async function browserAt(ip: string) {
  const first = await api.app.inject({
    method: 'GET',
    url: '/api/account/user-state',
    remoteAddress: ip,
  });
  const cookies = Object.fromEntries(first.cookies.map((c) => [c.name, c.value]));
  return {
    post: (url: string, body: object) =>
      api.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        cookies,
        headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' },
        payload: body,
      }),
  };
}

const forgot = (browser: Awaited<ReturnType<typeof browserAt>>, email: string) =>
  browser.post('/api/account/forgot-password', { email });
const register = (browser: Awaited<ReturnType<typeof browserAt>>, email: string) =>
  browser.post('/api/account/register', {
    email,
    password: 'limit-pass1',
    confirmPassword: 'limit-pass1',
  });

afterEach(() => jest.useRealTimers());

it('sends at most three reset e-mails per address in 15 minutes, whatever the network', async () => {
  const email = 'olivia@harbourco.example.com';
  const before = api.mail.length;
  const statuses = [];
  for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
    statuses.push((await forgot(await browserAt(ip), email)).statusCode);
  }
  const spelledOtherwise = await forgot(
    await browserAt('198.51.100.5'),
    'Olivia@HarbourCo.example.com',
  );
  expect([...statuses, spelledOtherwise.statusCode]).toEqual([200, 200, 200, 429, 429]);
  expect(spelledOtherwise.json()).toEqual({ message: TOO_MANY_RESET_REQUESTS, errors: {} });
  // Each e-mail goes after its answer: wait for all three (on a busy machine the last may come
  // well after the first), then for anything more.
  const resets = () => api.mail.slice(before).filter((m) => m.to === email);
  await eventually(() => (resets().length >= 3 ? true : null), 'three reset e-mails', 10_000);
  await settle();
  expect(resets()).toHaveLength(3);

  // Another address is not held up.
  expect(
    (await forgot(await browserAt('198.51.100.1'), 'mia@kookaburra.example.com')).statusCode,
  ).toBe(200);
});

it('answers 429 after 20 reset requests from one network address, known or not', async () => {
  const browser = await browserAt('203.0.113.7');
  for (let n = 0; n < 20; n += 1) {
    expect((await forgot(browser, `someone${n}@example.org`)).statusCode).toBe(200);
  }
  const blocked = await forgot(browser, 'liam@southerncross.example.com');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().message).toBe(TOO_MANY_RESET_REQUESTS);
  expect((await forgot(await browserAt('203.0.113.8'), 'someone0@example.org')).statusCode).toBe(
    200,
  );
});

it('lets reset requests through again once the 15 minutes have passed', async () => {
  useFakeClock();
  const email = 'noah@lumen.example.com';
  const browser = await browserAt('192.0.2.50');
  for (let n = 0; n < 3; n += 1) expect((await forgot(browser, email)).statusCode).toBe(200);
  expect((await forgot(browser, email)).statusCode).toBe(429);
  jest.setSystemTime(Date.now() + 15 * 60 * 1000 + 1);
  expect((await forgot(browser, email)).statusCode).toBe(200);
});

it('answers 429 after five registrations of one address in an hour', async () => {
  const statuses = [];
  for (let n = 0; n < 6; n += 1) {
    statuses.push(
      (await register(await browserAt(`198.51.100.${20 + n}`), 'Twice@example.org')).statusCode,
    );
  }
  expect(statuses).toEqual([200, 400, 400, 400, 400, 429]);
});

it('answers 429 after 20 registrations from one network address in an hour', async () => {
  const browser = await browserAt('203.0.113.70');
  for (let n = 0; n < 20; n += 1) {
    expect((await register(browser, `signup${n}@example.org`)).statusCode).toBe(200);
  }
  const blocked = await register(browser, 'signup-last@example.org');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toEqual({ message: TOO_MANY_REGISTRATIONS, errors: {} });
  expect(
    (await register(await browserAt('203.0.113.71'), 'signup-last@example.org')).statusCode,
  ).toBe(200);
});
