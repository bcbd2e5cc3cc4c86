// The texts spec points 2 and 8 quote for the Create Account modal, each written once (the field
// rules and their texts are the contract's, from @portal/shared).

/** The modal's title and its submit button. */
export const CREATE_ACCOUNT = 'Create Account';
/** Toast for a 200 with success=false and no message of its own. */
export const REGISTRATION_FAILED = 'Registration failed';
export const REGISTER_UNAUTHORIZED = 'Invalid credentials. Please try again.';
export const REGISTRATION_FAILED_TRY_AGAIN = 'Registration failed. Please try again.';
export const LOG_IN_HERE_LINK = 'Already have an account? Log in here';
