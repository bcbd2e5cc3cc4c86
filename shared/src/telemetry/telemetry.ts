// The one telemetry wrapper of the portal (spec points 3, 5, 7 and 9). The host and every remote
// call `telemetry`; only the host attaches a backend (Application Insights, loaded lazily when the
// runtime config has a connection string) or disables it, which makes every call a no-op.

/** Custom event properties (strings) and measurements (numbers). */
export type TelemetryProperties = Record<string, string>;
export type TelemetryMeasurements = Record<string, number>;

/** A dependency record (spec point 3). */
export interface DependencyRecord {
  id: string;
  target: string;
  name: string;
  data: string;
  /** Milliseconds. */
  duration: number;
  success: boolean;
  responseCode?: number;
}

/** What the wrapper forwards to; the host implements it over the SDK. */
export interface TelemetryBackend {
  trackEvent(
    name: string,
    properties?: TelemetryProperties,
    measurements?: TelemetryMeasurements,
  ): void;
  trackDependency(record: DependencyRecord): void;
  setAuthenticatedUser(userId: string, accountId?: string): void;
  clearAuthenticatedUser(): void;
  flush(): void;
}

/** The custom event names of the user-action and performance events. */
export const USER_ACTION_EVENT = 'UserAction';
export const PERFORMANCE_EVENT = 'Performance';

/** Calls kept before the backend is known (beyond that the oldest are dropped). */
const MAX_QUEUED = 200;

/**
 * True for an auth user id or account id the SDK may carry (spec point 5): a non-empty string
 * with no comma, semicolon, equals sign, space or vertical bar.
 */
export const isValidTelemetryId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value !== '' && !/[,;= |]/.test(value);

type Call = (backend: TelemetryBackend) => void;

/** The wrapper: queues calls until `attach`, drops them for good after `disable`. */
export class Telemetry {
  private backend: TelemetryBackend | null = null;
  private disabled = false;
  private queue: Call[] = [];

  private send(call: Call) {
    if (this.disabled) return;
    if (!this.backend) {
      this.queue.push(call);
      if (this.queue.length > MAX_QUEUED) this.queue.shift();
      return;
    }
    try {
      call(this.backend);
    } catch (error) {
      // Telemetry must never break a feature.
      console.error('Telemetry call failed', error);
    }
  }

  /** Connects the backend and replays what was queued (the host, once the SDK is loaded). */
  attach(backend: TelemetryBackend) {
    if (this.disabled) return;
    this.backend = backend;
    const queued = this.queue;
    this.queue = [];
    queued.forEach((call) => this.send(call));
  }

  /** Makes every call a no-op from now on and forgets the queue (no connection string). */
  disable() {
    this.disabled = true;
    this.backend = null;
    this.queue = [];
  }

  /** True once calls are dropped. */
  get isDisabled() {
    return this.disabled;
  }

  /** A custom event with properties and measurements. */
  trackEvent(name: string, properties?: TelemetryProperties, measurements?: TelemetryMeasurements) {
    this.send((backend) => backend.trackEvent(name, properties, measurements));
  }

  /** A dependency record: id, target, name, data, duration, success, optional responseCode. */
  trackDependency(record: DependencyRecord) {
    this.send((backend) => backend.trackDependency(record));
  }

  /** A user action: the action, its details and an ISO timestamp of when it happened. */
  trackUserAction(action: string, details: string | Record<string, unknown> = '') {
    const timestamp = new Date().toISOString();
    const text = typeof details === 'string' ? details : JSON.stringify(details);
    this.trackEvent(USER_ACTION_EVENT, { action, details: text, timestamp });
  }

  /** A timed operation: its name, success as a string, an ISO timestamp and the duration (ms). */
  trackPerformance(operationName: string, success: boolean, duration: number) {
    const timestamp = new Date().toISOString();
    this.trackEvent(
      PERFORMANCE_EVENT,
      { operationName, success: String(success), timestamp, duration: String(duration) },
      { duration },
    );
  }

  /**
   * Names the signed-in user and account (the current client) on what follows. Ignored when the
   * user id breaks the rule of point 5; an account id that breaks it is left out.
   */
  setAuthenticatedUser(userId: string | number, accountId?: string | number | null) {
    const user = String(userId);
    if (!isValidTelemetryId(user)) return;
    const account = accountId == null ? undefined : String(accountId);
    const validAccount = isValidTelemetryId(account) ? account : undefined;
    this.send((backend) => backend.setAuthenticatedUser(user, validAccount));
  }

  /** Forgets the signed-in user (sign-out). */
  clearAuthenticatedUser() {
    this.send((backend) => backend.clearAuthenticatedUser());
  }

  /** Sends what the SDK has batched now rather than at the next 15 s batch. */
  flush() {
    this.send((backend) => backend.flush());
  }
}

/** The portal's one telemetry wrapper (shared by the host and every remote). */
export const telemetry = new Telemetry();
