import { describeWithRedis, TEST_REDIS_URL, uniqueTestPrefix } from '../test/test-redis.js';
import { LIMITS_PER_PROCESS } from './local-fallback.js';
import { redisRateLimitStore } from './redis-store.js';
import { memoryRateLimitStore, type RateLimitStore } from './store.js';

const WINDOW = 60_000;
const T = 1_000_000;

/** What every store must do alike: the memory one (one process) and Redis (every process). */
function behavesAsARateLimitStore(open: () => RateLimitStore) {
  let store: RateLimitStore;
  beforeEach(() => {
    store = open();
  });
  afterEach(() => store.close());

  it('counts a hit under every key only while each is under its limit', async () => {
    const limits = [
      { key: 'a', limit: 2 },
      { key: 'shared', limit: 3 },
    ];
    expect(await store.take(limits, WINDOW, T)).toBe(true);
    expect(await store.take(limits, WINDOW, T)).toBe(true);
    // 'a' is full: nothing is counted, not even under 'shared'.
    expect(await store.take(limits, WINDOW, T + 1)).toBe(false);
    expect(await store.take([{ key: 'b', limit: 2 }, limits[1]!], WINDOW, T + 2)).toBe(true);
    expect(await store.take([{ key: 'c', limit: 2 }, limits[1]!], WINDOW, T + 3)).toBe(false);
    expect(await store.recent(['a', 'shared', 'b', 'c'], WINDOW, T + 3)).toEqual([
      [T, T],
      [T, T, T + 2],
      [T + 2],
      [],
    ]);
  });

  it('lets a hit count for exactly the window after it', async () => {
    await store.add(['k'], WINDOW, T);
    await store.add(['k'], WINDOW, T + 10);
    expect(await store.recent(['k'], WINDOW, T + WINDOW - 1)).toEqual([[T, T + 10]]);
    expect(await store.recent(['k'], WINDOW, T + WINDOW)).toEqual([[T + 10]]);
    expect(await store.take([{ key: 'k', limit: 2 }], WINDOW, T + WINDOW)).toBe(true);
    expect(await store.take([{ key: 'k', limit: 2 }], WINDOW, T + WINDOW)).toBe(false);
    expect(await store.recent(['k'], WINDOW, T + WINDOW + 10)).toEqual([[T + WINDOW]]);
  });

  it('forgets a key when cleared', async () => {
    await store.add(['x', 'y'], WINDOW, T);
    await store.clear('x');
    expect(await store.recent(['x', 'y'], WINDOW, T)).toEqual([[], [T]]);
  });
}

describe('the memory store', () => {
  behavesAsARateLimitStore(memoryRateLimitStore);
});

describeWithRedis('the Redis store', () => {
  // Every test's keys under a prefix of its own: other test files and people share this Redis.
  let prefix = '';
  beforeEach(() => {
    prefix = uniqueTestPrefix('rate-limits');
  });
  const open = () => redisRateLimitStore(TEST_REDIS_URL, { prefix });

  behavesAsARateLimitStore(open);

  it('shares one count between processes, and never lets two of them take the last place', async () => {
    const processes = [open(), open()];
    try {
      // 40 requests at once, half on each process, against a limit of 25.
      const taken = await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          processes[n % 2]!.take([{ key: 'login', limit: 25 }], WINDOW, T + n),
        ),
      );
      expect(taken.filter(Boolean)).toHaveLength(25);
      const [fromA] = await processes[0]!.recent(['login'], WINDOW, T + 40);
      const [fromB] = await processes[1]!.recent(['login'], WINDOW, T + 40);
      expect(fromA).toHaveLength(25);
      expect(fromB).toEqual(fromA);
    } finally {
      await Promise.all(processes.map((store) => store.close()));
    }
  });
});

it('counts in this process alone, and says so once, while Redis cannot be reached', async () => {
  const warnings: string[] = [];
  const store = redisRateLimitStore('redis://127.0.0.1:1', {
    prefix: uniqueTestPrefix('rate-limits-down'),
    log: { warn: (_error, message) => warnings.push(message), info: () => undefined },
  });
  try {
    const limits = [{ key: 'k', limit: 1 }];
    expect(await store.take(limits, WINDOW, T)).toBe(true);
    expect(await store.take(limits, WINDOW, T)).toBe(false);
    await store.add(['l'], WINDOW, T);
    expect(await store.recent(['k', 'l', 'm'], WINDOW, T)).toEqual([[T], [T], []]);
    await store.clear('k');
    expect(await store.take(limits, WINDOW, T)).toBe(true);
    expect(warnings.filter((message) => message.startsWith('Rate limits'))).toEqual([
      LIMITS_PER_PROCESS,
    ]);
  } finally {
    await store.close();
  }
});
