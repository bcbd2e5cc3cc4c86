// The texts spec points 2 and 8 quote for the login modal, each written once (the field rules
// and their texts are the contract's, from @portal/shared).

/** The modal's title and its submit button. */
export const LOG_IN = 'Log In';
/** Toast for a 200 with success=false and no message of its own. */
export const LOGIN_FAILED = 'Login failed';
export const LOGIN_UNAUTHORIZED = 'Invalid email or password. Please try again.';
export const LOGIN_FAILED_TRY_AGAIN = 'Login failed. Please try again.';
export const SIGN_UP_LINK = 'Sign up here';
export const FORGOT_PASSWORD_LINK = 'Forgot your password?';
export const PROVIDERS_DIVIDER = 'OR';
export const continueWith = (displayName: string) => `Continue with ${displayName}`;
