// The texts spec points 2, 5 and 8 quote for the Create Account modal, each written once.
export { INVALID_EMAIL_MESSAGE } from '../../lib/validation';

/** The modal's title and its submit button. */
export const CREATE_ACCOUNT = 'Create Account';
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters';
export const CONFIRM_PASSWORD_MESSAGE = 'Please confirm your password';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
/** The error key the spec gives the mismatch (the react-hook-form error type). */
export const PASSWORD_MISMATCH = 'passwordMismatch';
/** Toast for a 200 with success=false and no message of its own. */
export const REGISTRATION_FAILED = 'Registration failed';
export const REGISTER_UNAUTHORIZED = 'Invalid credentials. Please try again.';
export const REGISTRATION_FAILED_TRY_AGAIN = 'Registration failed. Please try again.';
export const LOG_IN_HERE_LINK = 'Already have an account? Log in here';
