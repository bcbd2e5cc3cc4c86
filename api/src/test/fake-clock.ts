/**
 * Fakes only the wall clock (Date), from `now`: timers, ticks and performance stay real, so the
 * API and its database keep working while a test moves the clock with `jest.setSystemTime`.
 */
export function useFakeClock(now: number = Date.now()) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'setTimeout',
      'setInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
}
