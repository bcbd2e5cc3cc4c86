import { LOCALE } from './locale';

const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });

/** A fraction (0–1) as a whole percentage, e.g. 0.42 → "42%". */
export const formatPercent = (fraction: number) => percent.format(fraction);
