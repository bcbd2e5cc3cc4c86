// The texts spec points 2, 5 and 8 quote for the Create Account modal, each written once.
export { INVALID_EMAIL_MESSAGE } from '../../lib/validation';

/** The modal's title and its submit button. */
export const CREATE_ACCOUNT = 'Create Account';
export {
  CONFIRM_PASSWORD_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from '../../lib/password-rules';
/** The error key the spec gives the mismatch (the react-hook-form error type). */
export const PASSWORD_MISMATCH = 'passwordMismatch';
/** Toast for a 200 with success=false and no message of its own. */
export const REGISTRATION_FAILED = 'Registration failed';
export const REGISTER_UNAUTHORIZED = 'Invalid credentials. Please try again.';
export const REGISTRATION_FAILED_TRY_AGAIN = 'Registration failed. Please try again.';
export const LOG_IN_HERE_LINK = 'Already have an account? Log in here';
