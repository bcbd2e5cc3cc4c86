/**
 * Full page navigations. They go through this object (not straight to window.location) because
 * jsdom's Location cannot be stubbed, and tests need to see where the page went
 * (`jest.spyOn(pageLocation, 'assign')`).
 */
export const pageLocation = {
  /** Loads a URL afresh (after a new session cookie, or a change of user or client). */
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
  /** The current path, query and hash: the default place to come back to. */
  currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
};
