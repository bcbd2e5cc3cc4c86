import { withTestApp } from '../test/test-app.js';
import { describeWithRedis, TEST_REDIS_URL, uniqueTestPrefix } from '../test/test-redis.js';
import { redisRateLimitStore } from '../rate-limits/redis-store.js';
import { memoryRateLimitStore, type RateLimitStore } from '../rate-limits/store.js';
import { LoginThrottle, TOO_MANY_ATTEMPTS } from './login-throttle.js';

const api = withTestApp();

/**
 * A sign-in from a network address: the test API is reached from the loopback address, like the
 * bundle servers' proxy, which names the visitor's address in X-Forwarded-For.
 */
async function signInFrom(address: string, email: string, password = 'Passw0rd!') {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  const token = browser.cookie('XSRF-TOKEN') ?? '';
  return api.app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: { 'x-forwarded-for': address, 'x-xsrf-token': token },
    cookies: { 'portal.xsrf': browser.cookie('portal.xsrf') ?? '', 'XSRF-TOKEN': token },
    payload: { email, password, rememberMe: false },
  });
}

const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['retry-after']);

it('slows an account down for the addresses that fail on it, never for a fresh address', async () => {
  const email = 'mia@kookaburra.example.com';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await signInFrom('10.1.1.1', email, 'wrong')).statusCode).toBe(401);
  }
  const slowed = await signInFrom('10.1.1.1', email);
  expect(slowed.statusCode).toBe(429);
  expect(slowed.json()).toEqual({ message: TOO_MANY_ATTEMPTS, errors: {} });
  expect(retryAfter(slowed)).toBeGreaterThanOrEqual(1);
  expect(retryAfter(slowed)).toBeLessThanOrEqual(300);

  // The owner, from an address that has not been failing, signs in at once.
  expect((await signInFrom('10.1.1.2', email)).statusCode).toBe(200);
});

it('lets an address that failed once try again after a short wait, growing with its failures', async () => {
  const email = 'liam@southerncross.example.com';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await signInFrom('10.2.2.1', email, 'wrong');
  }
  // A typo by the owner while someone else hammers the account: a wait of about a second.
  expect((await signInFrom('10.2.2.2', email, 'typo')).statusCode).toBe(401);
  const wait = await signInFrom('10.2.2.2', email);
  expect(wait.statusCode).toBe(429);
  expect(retryAfter(wait)).toBeLessThanOrEqual(2);
  await new Promise((resolve) => setTimeout(resolve, retryAfter(wait) * 1000 + 100));
  expect((await signInFrom('10.2.2.2', email)).statusCode).toBe(200);

  // The hammering address waits longer after each further failure, even though the owner's
  // success cleared the account's count.
  expect((await signInFrom('10.2.2.1', email, 'wrong')).statusCode).toBe(401);
  const longer = await signInFrom('10.2.2.1', email);
  expect(longer.statusCode).toBe(429);
  expect(retryAfter(longer)).toBe(2);
});

it('keeps the per-address limit: 20 failures from one address stop its sign-ins', async () => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await signInFrom('10.3.3.3', `nobody${attempt}@example.com`, 'wrong');
    expect(response.statusCode).toBe(401);
  }
  const blocked = await signInFrom('10.3.3.3', 'client@example.com');
  expect(blocked.statusCode).toBe(429);
  expect(retryAfter(blocked)).toBeGreaterThan(60);
  expect((await signInFrom('10.3.3.4', 'client@example.com')).statusCode).toBe(200);
});

const GROWING_WAITS = [
  0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000,
];

/**
 * Fifteen failures of one address on an account, recorded by the throttle on the first store and
 * asked about before each one of the throttle on the second (two API processes; on one process,
 * the same store twice), each wait waited out. Returns the waits and the two throttles.
 */
async function failFifteenTimes([failingOn, askedOn]: RateLimitStore[]) {
  let now = 1_000_000;
  const failing = new LoginThrottle(failingOn!, 'sign-in', undefined, () => now);
  const asked = new LoginThrottle(askedOn!, 'sign-in', undefined, () => now);
  const waits: number[] = [];
  for (let failure = 0; failure < 15; failure += 1) {
    const wait = await asked.retryAfterMs('ann@example.com', '10.4.4.4');
    waits.push(wait);
    now += wait;
    await failing.fail('ann@example.com', '10.4.4.4');
  }
  return { waits, failing, asked };
}

it('grows the wait of a failing address from a second to a cap of five minutes', async () => {
  const store = memoryRateLimitStore();
  const { waits, asked } = await failFifteenTimes([store, store]);
  expect(waits).toEqual(GROWING_WAITS);
  expect(await asked.retryAfterMs('ann@example.com', '10.4.4.5')).toBe(0);
});

describeWithRedis('sign-in throttling across API processes sharing Redis', () => {
  it('slows an address on every process once it failed on any of them', async () => {
    const prefix = uniqueTestPrefix('login-throttle');
    const stores = [0, 1].map(() => redisRateLimitStore(TEST_REDIS_URL, { prefix }));
    try {
      const { waits, failing, asked } = await failFifteenTimes(stores);
      expect(waits).toEqual(GROWING_WAITS);
      expect(await asked.retryAfterMs('ann@example.com', '10.4.4.5')).toBe(0);
      // The owner's success on one process clears the account's count for the other too; the
      // failing address stays slowed there.
      await asked.succeed('ann@example.com');
      expect(await failing.retryAfterMs('ann@example.com', '10.4.4.5')).toBe(0);
      expect(await failing.retryAfterMs('ann@example.com', '10.4.4.4')).toBe(300_000);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
