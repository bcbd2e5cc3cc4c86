import { registryEtag, REMOTES_REGISTRY_URL } from '../../remotes/remote-registry';

/** How often an open tab asks whether the portal was deployed again (besides on focus). */
export const DEPLOY_CHECK_EVERY_MS = 10 * 60 * 1000;

/** Whether the registry the server has now differs from the one this page loaded. */
async function deployedSince(loaded: string) {
  try {
    const response = await fetch(REMOTES_REGISTRY_URL, { method: 'HEAD', cache: 'no-cache' });
    const current = response.ok ? response.headers.get('ETag') : null;
    return current !== null && current !== loaded;
  } catch {
    return false; // Offline: ask again later.
  }
}

/**
 * Calls `onDeploy` once the portal has been deployed again since this page loaded (the
 * registry's ETag changed), asking when the tab regains focus and every 10 minutes. Returns the
 * function that stops watching.
 */
export function watchDeploys(onDeploy: () => void, everyMs = DEPLOY_CHECK_EVERY_MS) {
  let stopped = false;
  const check = async () => {
    const loaded = registryEtag();
    if (stopped || loaded === null || !(await deployedSince(loaded)) || stopped) return;
    stop();
    onDeploy();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const onFocus = () => void check();
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(() => void check(), everyMs);
  function stop() {
    stopped = true;
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
  }
  return stop;
}
