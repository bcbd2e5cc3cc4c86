/**
 * Full page navigations. They go through this object (not straight to window.location) because
 * jsdom's Location cannot be stubbed, and tests need to see where the page went.
 */
export const pageLocation = {
  /** Loads a URL afresh, so every part of the portal starts again for the new user or client. */
  assign: (url: string) => window.location.assign(url),
};

/** Reloads the whole portal at '/' (after impersonation starts or stops, or the client changes). */
export const reloadHome = () => pageLocation.assign('/');
