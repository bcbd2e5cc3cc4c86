/** Texts of spec point 8 for the client picker, each written once. */
export const CLIENT_LIST_FAILED = 'Failed to load client list';
export const CLIENT_CHANGE_FAILED = 'Failed to change client';
