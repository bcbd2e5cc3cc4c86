import { pageLocation } from '@portal/shared';

/** Reloads the whole portal at '/' (after impersonation starts or stops, or the client changes). */
export const reloadHome = () => pageLocation.assign('/');
