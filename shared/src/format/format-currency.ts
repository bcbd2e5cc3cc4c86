import { CURRENCY, LOCALE } from './locale';

const currency = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** An amount in AUD as en-AU writes it, e.g. `$2,000.00`. */
export const formatCurrency = (amount: number) => currency.format(amount);
