/** Text of the 400 (field ClientId) or 404 for a client id that does not exist. */
export const CLIENT_NOT_FOUND = 'That client does not exist.';
