/** Runs a callback once the browser is idle (at the latest after 3 s). */
export function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: 3000 });
  } else {
    setTimeout(callback, 1500);
  }
}
