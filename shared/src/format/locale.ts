/** The portal's locale (spec point 1). */
export const LOCALE = 'en-AU';
/** The portal's currency (spec point 1). */
export const CURRENCY = 'AUD';
