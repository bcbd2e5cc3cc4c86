import { HttpError } from '../http/errors.js';
import { normalizeEmail } from './user-repository.js';

/** How many requests a limit lets through per e-mail address and per network address. */
export interface RateLimits {
  perEmail: number;
  perNetwork: number;
  windowMs: number;
}

/**
 * Forgot-password: three reset e-mails per address in 15 minutes (enough for someone whose mail
 * is slow; not a flood), twenty requests per network address (a shared office line still works).
 */
export const RESET_REQUEST_LIMITS: RateLimits = {
  perEmail: 3,
  perNetwork: 20,
  windowMs: 15 * 60 * 1000,
};
/** Registration: five tries per address and twenty per network address in an hour. */
export const REGISTRATION_LIMITS: RateLimits = {
  perEmail: 5,
  perNetwork: 20,
  windowMs: 60 * 60 * 1000,
};

/** Texts of the 429 answers. */
export const TOO_MANY_RESET_REQUESTS =
  'Too many password reset requests. Please wait 15 minutes and try again.';
export const TOO_MANY_REGISTRATIONS =
  'Too many sign-up attempts. Please wait an hour and try again.';

/** Past this many keys, expired ones are swept (random addresses must not grow memory forever). */
const SWEEP_ABOVE = 10_000;

/**
 * Counts every request (not only failures) per e-mail address and per network address within a
 * sliding window, in this process's memory. Whether the address has an account plays no part,
 * so a 429 reveals nothing about it.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limits: RateLimits,
    private readonly refusal: string,
  ) {}

  private recent(key: string, now: number) {
    const since = now - this.limits.windowMs;
    return (this.hits.get(key) ?? []).filter((time) => time > since);
  }

  private sweep(now: number) {
    if (this.hits.size <= SWEEP_ABOVE) return;
    for (const key of [...this.hits.keys()]) {
      if (this.recent(key, now).length === 0) this.hits.delete(key);
    }
  }

  /** Counts one request, or throws the 429 when the address or the network has used its share. */
  take(email: string, network: string) {
    const now = Date.now();
    this.sweep(now);
    const keys = [`email:${normalizeEmail(email)}`, `network:${network}`] as const;
    const [byEmail, byNetwork] = keys.map((key) => this.recent(key, now));
    if (byEmail!.length >= this.limits.perEmail || byNetwork!.length >= this.limits.perNetwork) {
      throw new HttpError(429, this.refusal);
    }
    this.hits.set(keys[0], [...byEmail!, now]);
    this.hits.set(keys[1], [...byNetwork!, now]);
  }
}
