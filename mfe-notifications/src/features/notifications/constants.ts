/** The dropdown lists at most this many notifications (spec point 9). */
export const DROPDOWN_LIMIT = 10;
/** The /notifications page shows this many per page (spec point 9: paged lists default to 20). */
export const PAGE_SIZE = 20;
/** List and unread count are polled this often (spec point 9). */
export const POLL_INTERVAL_MS = 30_000;
/** A live UserNotificationDeleted event removes the item after this delay (spec point 9). */
export const DELETED_REMOVAL_DELAY_MS = 50;
