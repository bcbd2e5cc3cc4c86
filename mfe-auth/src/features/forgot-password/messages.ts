// Texts of the forgot-password page (not quoted by the spec; kept here so tests share them).
export const FORGOT_PASSWORD_TITLE = 'Reset your password';
export const SEND_RESET_LINK = 'Send reset link';
export const RESET_REQUEST_FAILED = 'We could not send the reset link. Please try again.';
