/** Path of Debian's Chromium. */
export const CHROMIUM_PATH: string;
/** Launch flags for this closed network. */
export const CHROMIUM_ARGS: string[];
