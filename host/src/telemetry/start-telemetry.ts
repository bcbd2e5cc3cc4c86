import {
  authStore,
  isUsableConnectionString,
  telemetry,
  TELEMETRY_OFF_WARNING,
  type AuthState,
  type RuntimeConfig,
} from '@portal/shared/core';
import { whenIdle } from '../app/when-idle';

let started = false;

/** The host:port of each remote of the registry (remote name → its manifest URL). */
export function remoteHostsOf(registry: Record<string, string>): string[] {
  const hosts = new Set<string>();
  for (const url of Object.values(registry)) {
    try {
      hosts.add(new URL(url).host.toLowerCase());
    } catch {
      // The registry's own check reports a wrong URL.
    }
  }
  return [...hosts];
}

/** Names the signed-in user and their current client on telemetry, and forgets them on sign-out. */
export function followSignedInUser() {
  let current = '';
  const apply = ({ status, userState }: AuthState) => {
    const user = userState?.user;
    if (status === 'authenticated' && user) {
      const clientId = userState.currentClient?.id;
      const key = `${user.id}|${clientId ?? ''}`;
      if (key === current) return;
      current = key;
      telemetry.setAuthenticatedUser(user.id, clientId);
    } else if (status === 'unauthenticated' && current !== '') {
      current = '';
      telemetry.clearAuthenticatedUser();
    }
  };
  apply(authStore.getState());
  return authStore.subscribe(apply);
}

/**
 * Starts the telemetry of the page once the runtime config is known (spec points 7 and 9). With a
 * blank or placeholder connection string it warns once and turns the wrapper into a no-op: the
 * SDK is never downloaded. Otherwise it loads the SDK (its own chunk) when the browser is idle,
 * attaches it to the wrapper (replaying what was queued) and follows the signed-in user.
 * `remoteRegistry` loads the remotes' locations (their hosts are tracked as dependencies), then.
 */
export async function startTelemetry(
  config: RuntimeConfig,
  remoteRegistry: () => Promise<Record<string, string>>,
  schedule: (callback: () => void) => void = whenIdle,
) {
  if (started) return;
  started = true;
  const connectionString = config.applicationInsightsConnectionString;
  if (!isUsableConnectionString(connectionString)) {
    console.warn(TELEMETRY_OFF_WARNING);
    telemetry.disable();
    return;
  }
  await new Promise<void>((resolve) => schedule(resolve));
  try {
    const [{ createAppInsightsBackend }, registry] = await Promise.all([
      import(/* webpackChunkName: "telemetry-sdk" */ './app-insights-backend'),
      remoteRegistry(),
    ]);
    telemetry.attach(createAppInsightsBackend(connectionString.trim(), remoteHostsOf(registry)));
    followSignedInUser();
  } catch (error) {
    console.error('Telemetry could not start; tracking is off.', error);
    telemetry.disable();
  }
}

/** Lets a test start telemetry again. */
export function resetTelemetryStartForTests() {
  started = false;
}
