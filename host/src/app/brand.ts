/** The studio that runs the portal (footer, page titles). */
export const COMPANY_NAME = 'Lumen Visualisation Studio';
/** The portal's title on the home screen. */
export const PORTAL_TITLE = 'Lumen Studio';
/** The home screen's subtitle (spec point 2, quoted). */
export const PORTAL_SUBTITLE = 'Visualisation and Content Portal';
/** The small logo used when there is no client (spec point 2, Other). */
export const DEFAULT_LOGO_URL = '/logo.svg';
