import * as v from 'valibot';

// Money travels as whole cents of AUD (no floating point on the wire or in the database); the
// pages format it with Intl for en-AU.

/** Australia's Goods and Services Tax, 10%, added on top of an amount where it applies. */
export const GST_RATE = 0.1;

/** The largest amount a record may carry: $100,000,000.00. */
export const MAX_AMOUNT_CENTS = 10_000_000_000;

/** Messages of the money fields. */
export const MONEY_MESSAGES = {
  amountRequired: 'Enter an amount.',
  amountInvalid: 'Enter an amount in dollars and cents, for example 2500.00.',
  amountTooLarge: 'An amount can be at most $100,000,000.00.',
} as const;

/** An amount in whole cents of AUD, from 0 to $100,000,000.00. */
export const AmountCentsSchema = v.pipe(
  v.number(MONEY_MESSAGES.amountRequired),
  v.integer(MONEY_MESSAGES.amountInvalid),
  v.minValue(0, MONEY_MESSAGES.amountInvalid),
  v.maxValue(MAX_AMOUNT_CENTS, MONEY_MESSAGES.amountTooLarge),
);

/** The GST on an amount (cents, rounded to the nearest cent), or 0 when GST does not apply. */
export const gstOf = (amountCents: number, gst: boolean) =>
  gst ? Math.round(amountCents * GST_RATE) : 0;

/** An amount, its GST and their total, in cents. */
export const withGst = (amountCents: number, gst: boolean) => {
  const tax = gstOf(amountCents, gst);
  return { amountCents, gstCents: tax, totalCents: amountCents + tax };
};
