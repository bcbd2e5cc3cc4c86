import { HttpError } from '../http/errors.js';
import type { RateLimitStore } from '../rate-limits/store.js';
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

/**
 * Counts every request (not only failures) per e-mail address and per network address within a
 * sliding window, in the API's rate-limit store (this process's memory, or Redis shared by every
 * process). Whether the address has an account plays no part, so a 429 reveals nothing about it.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    /** Starts every key of this limiter in the store (one store serves every limiter). */
    private readonly name: string,
    private readonly limits: RateLimits,
    private readonly refusal: string,
  ) {}

  /** Counts one request, or throws the 429 when the address or the network has used its share. */
  async take(email: string, network: string) {
    const { perEmail, perNetwork, windowMs } = this.limits;
    const taken = await this.store.take(
      [
        { key: `${this.name}:email:${normalizeEmail(email)}`, limit: perEmail },
        { key: `${this.name}:network:${network}`, limit: perNetwork },
      ],
      windowMs,
      Date.now(),
    );
    if (!taken) throw new HttpError(429, this.refusal);
  }
}
