/** Failed sign-ins allowed per account and per address within the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** Text of the 429 answer. */
export const TOO_MANY_ATTEMPTS =
  'Too many sign-in attempts. Please wait a few minutes and try again.';

/** How many failures a throttle allows per account and per address within its window. */
export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

const SIGN_IN_LIMITS: ThrottleLimits = {
  perAccount: MAX_FAILURES_PER_ACCOUNT,
  perAddress: MAX_FAILURES_PER_ADDRESS,
  windowMs: THROTTLE_WINDOW_MS,
};

/**
 * Counts failures per account and per address within a sliding window (one process; kept in
 * memory). Password sign-ins and second-factor codes each have one.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (kept.length > 0) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** True when the account or the address has failed too often recently. */
  isBlocked(account: string, address: string): boolean {
    return (
      this.recent(`account:${account.toLowerCase()}`).length >= this.limits.perAccount ||
      this.recent(`address:${address}`).length >= this.limits.perAddress
    );
  }

  /** Records a failed attempt for both keys. */
  fail(account: string, address: string) {
    for (const key of [`account:${account.toLowerCase()}`, `address:${address}`]) {
      this.failures.set(key, [...this.recent(key), this.now()]);
    }
  }

  /** Forgets the account's failures after a success. */
  succeed(account: string) {
    this.failures.delete(`account:${account.toLowerCase()}`);
  }
}
