import { IMPERSONATION_STARTED, IMPERSONATION_STOPPED } from '@portal/shared';

/** Texts of spec point 8 for impersonation, each written once (the successes are the API's). */
export const LOAD_FAILED = 'Failed to load impersonation data';
export const START_FAILED = 'Failed to start impersonation';
export const STOP_FAILED = 'Failed to stop impersonation';
export const START_SUCCEEDED = IMPERSONATION_STARTED;
export const STOP_SUCCEEDED = IMPERSONATION_STOPPED;

/** Our texts (the spec is silent): typed text that selects no entry of the list. */
export const CHOOSE_USER = 'Choose a user from the list, or clear the field.';
export const CHOOSE_CLIENT = 'Choose a client from the list, or clear the field.';

/** Labels of the modal's fields (spec point 2). */
export const USER_LABEL = 'Select User:';
export const CLIENT_LABEL = 'Select Client:';
/** The one group of the 'Select Client:' typeahead (spec point 2). */
export const CLIENTS_GROUP = 'Clients';
