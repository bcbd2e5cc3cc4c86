/**
 * Runs a callback once the page has loaded and the browser is idle (at the latest 3 s after the
 * load). Preloads wait for the load event so they never compete with what the visitor is about to
 * see (the gallery's images on a slow laptop), whatever order the network answers in.
 */
export function whenIdle(callback: () => void) {
  const onIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(callback, { timeout: 3000 });
    } else {
      setTimeout(callback, 1500);
    }
  };
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
}
