// Texts of the forgot-password page (not quoted by the spec; kept here so tests share them).
export const FORGOT_PASSWORD_TITLE = 'Reset your password';
export const SEND_RESET_LINK = 'Send reset link';
/** Shown after every accepted request, whether or not the address has an account. */
export const RESET_LINK_SENT =
  'If an account exists for that address, we have sent a link to reset the password.';
export const RESET_REQUEST_FAILED = 'We could not send the reset link. Please try again.';
