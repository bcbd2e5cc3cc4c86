import { LIMITS_PER_PROCESS, LIMITS_SHARED_AGAIN, withLocalFallback } from './local-fallback.js';
import { memoryRateLimitStore, type RateLimitStore } from './store.js';

const WINDOW = 60_000;
const T = 1_000_000;

/** A shared store (as Redis would be) that can be taken away and brought back. */
function outageableStore() {
  const inner = memoryRateLimitStore();
  let up = true;
  const guard =
    <A extends unknown[], R>(step: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      if (!up) throw new Error('Connection is closed.');
      return step(...args);
    };
  const store: RateLimitStore = {
    recent: guard(inner.recent),
    add: guard(inner.add),
    take: guard(inner.take),
    clear: guard(inner.clear),
    close: inner.close,
  };
  return { store, inner, setUp: (value: boolean) => (up = value) };
}

function logged() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      warn: (_error: unknown, message: string) => lines.push(message),
      info: lines.push.bind(lines),
    },
  };
}

it('holds a limit through an outage, starting from the hits this process counted before it', async () => {
  const shared = outageableStore();
  const { lines, log } = logged();
  const store = withLocalFallback(shared.store, log);
  const limits = [{ key: 'sign-in', limit: 3 }];
  expect(await store.take(limits, WINDOW, T)).toBe(true);
  expect(await store.take(limits, WINDOW, T + 1)).toBe(true);

  shared.setUp(false);
  // Two hits were counted here while Redis still answered: one more place, then refused.
  expect(await store.take(limits, WINDOW, T + 2)).toBe(true);
  expect(await store.take(limits, WINDOW, T + 3)).toBe(false);
  await store.add(['other'], WINDOW, T + 3);
  expect(await store.recent(['sign-in', 'other'], WINDOW, T + 3)).toEqual([
    [T, T + 1, T + 2],
    [T + 3],
  ]);
  expect(lines).toEqual([LIMITS_PER_PROCESS]);

  // Back: the shared count rules again (it never saw the hit counted during the outage).
  shared.setUp(true);
  expect(await store.take(limits, WINDOW, T + 4)).toBe(true);
  expect(await shared.inner.recent(['sign-in'], WINDOW, T + 4)).toEqual([[T, T + 1, T + 4]]);
  expect(lines).toEqual([LIMITS_PER_PROCESS, LIMITS_SHARED_AGAIN]);

  // A second outage is logged again, once.
  shared.setUp(false);
  expect(await store.take(limits, WINDOW, T + 5)).toBe(false);
  expect(await store.take(limits, WINDOW, T + 6)).toBe(false);
  expect(lines).toEqual([LIMITS_PER_PROCESS, LIMITS_SHARED_AGAIN, LIMITS_PER_PROCESS]);
});

it('forgets a cleared key here too, so an outage does not bring back what Redis forgot', async () => {
  const shared = outageableStore();
  const store = withLocalFallback(shared.store);
  await store.add(['account'], WINDOW, T);
  await store.clear('account');
  shared.setUp(false);
  expect(await store.recent(['account'], WINDOW, T)).toEqual([[]]);
});
