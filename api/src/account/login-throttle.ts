import { HttpError } from '../http/errors.js';
import type { RateLimitStore } from '../rate-limits/store.js';

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
  /**
   * Makes the account limit soft: past `perAccount` failures, only the addresses that failed on
   * the account wait between attempts (from `baseMs`, doubling, up to `maxMs`); without it the
   * account is refused to everyone until the window passes.
   */
  accountDelay?: { baseMs: number; maxMs: number };
}

const SIGN_IN_LIMITS: ThrottleLimits = {
  perAccount: MAX_FAILURES_PER_ACCOUNT,
  perAddress: MAX_FAILURES_PER_ADDRESS,
  windowMs: THROTTLE_WINDOW_MS,
  accountDelay: { baseMs: 1000, maxMs: 5 * 60 * 1000 },
};

/**
 * Counts failures per account and per address within a sliding window, in the API's rate-limit
 * store (this process's memory, or Redis shared by every process). Password sign-ins and
 * second-factor codes each have one.
 *
 * Password sign-ins use the soft account rule: a lock that anyone can trigger with five wrong
 * passwords would let anyone keep anyone out, so instead each address that keeps failing on an
 * account waits longer between tries (1 s, 2 s, 4 s … 5 min), while the owner signing in from an
 * address that has not been failing goes straight in. Guessing from many addresses at once is
 * bounded per address (this delay and the per-address limit), not per account.
 */
export class LoginThrottle {
  constructor(
    private readonly store: RateLimitStore,
    /** Starts every key of this throttle in the store (one store serves every limiter). */
    private readonly name: string,
    private readonly limits: ThrottleLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(account: string, address: string) {
    const name = account.toLowerCase();
    return {
      account: `${this.name}:account:${name}`,
      address: `${this.name}:address:${address}`,
      pair: `${this.name}:pair:${name}|${address}`,
    };
  }

  /** How long (ms) this account and address must still wait before trying again; 0: go ahead. */
  async retryAfterMs(account: string, address: string): Promise<number> {
    const { limits } = this;
    const keys = this.keys(account, address);
    const now = this.now();
    const [byAddress, byAccount, byPair] = await this.store.recent(
      [keys.address, keys.account, keys.pair],
      limits.windowMs,
      now,
    );
    const untilFree = (times: number[]) => times[0]! + limits.windowMs - now;
    let wait = 0;
    if (byAddress!.length >= limits.perAddress) wait = untilFree(byAddress!);
    if (!limits.accountDelay) {
      if (byAccount!.length >= limits.perAccount) wait = Math.max(wait, untilFree(byAccount!));
      return Math.max(wait, 0);
    }
    // The pair's own count keeps a failing address slowed after the owner's success resets the
    // account's count.
    if (byPair!.length > 0 && Math.max(byAccount!.length, byPair!.length) >= limits.perAccount) {
      const { baseMs, maxMs } = limits.accountDelay;
      const delay = Math.min(baseMs * 2 ** Math.max(0, byPair!.length - limits.perAccount), maxMs);
      wait = Math.max(wait, byPair![byPair!.length - 1]! + delay - now);
    }
    return Math.max(wait, 0);
  }

  /** True when the account or the address has to wait before trying again. */
  async isBlocked(account: string, address: string): Promise<boolean> {
    return (await this.retryAfterMs(account, address)) > 0;
  }

  /** Throws a 429 with the given text and a Retry-After header when the attempt must wait. */
  async refuseIfBlocked(account: string, address: string, message: string) {
    const wait = await this.retryAfterMs(account, address);
    if (wait > 0) {
      throw new HttpError(429, message, {}, { 'retry-after': String(Math.ceil(wait / 1000)) });
    }
  }

  /** Records a failed attempt for the account, the address and the two together. */
  async fail(account: string, address: string) {
    const keys = Object.values(this.keys(account, address));
    await this.store.add(keys, this.limits.windowMs, this.now());
  }

  /** Forgets the account's failures after a success (a failing address stays slowed). */
  async succeed(account: string) {
    await this.store.clear(this.keys(account, '').account);
  }
}
