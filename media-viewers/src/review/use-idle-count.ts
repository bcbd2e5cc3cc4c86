import { useEffect, useState } from 'react';

/** At the latest this long after the last step, the next one runs even on a busy page (ms). */
const LONGEST_WAIT = 200;

const whenIdle = (step: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(step, { timeout: LONGEST_WAIT });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(step, 1);
  return () => window.clearTimeout(handle);
};

/**
 * A count that grows from 0 to `total` by `step` each time the browser is idle, from when `start`
 * is true: how many of a long list's items to lay out so far, so that the list never holds up a
 * frame something more urgent needs (a medium's picture and markers). Once it reaches `total` it
 * stays there.
 */
export function useIdleCount(total: number, step: number, start: boolean) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!start || count >= total) return;
    return whenIdle(() => setCount((now) => Math.min(total, now + step)));
  }, [count, total, step, start]);
  return count;
}

/** Whether `ms` have passed since the component mounted. */
export function useTimePassed(ms: number) {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const handle = window.setTimeout(() => setPassed(true), ms);
    return () => window.clearTimeout(handle);
  }, [ms]);
  return passed;
}
