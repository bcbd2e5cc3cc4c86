/** The dropdown lists at most this many notifications (spec point 9). */
export const DROPDOWN_LIMIT = 10;
/** The default list limit of the API call (spec point 9). */
export const DEFAULT_LIMIT = 20;
/** The full page asks for this many. */
export const PAGE_LIMIT = 100;
/** List and unread count are polled this often (spec point 9). */
export const POLL_INTERVAL_MS = 30_000;
