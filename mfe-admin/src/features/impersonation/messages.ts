/** Texts of spec point 8 for impersonation, each written once. */
export const LOAD_FAILED = 'Failed to load impersonation data';
export const START_FAILED = 'Failed to start impersonation';
export const STOP_FAILED = 'Failed to stop impersonation';
export const START_SUCCEEDED = 'Impersonation started successfully';
export const STOP_SUCCEEDED = 'Impersonation stopped successfully';
