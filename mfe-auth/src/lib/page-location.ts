/**
 * The page navigations the sign-in flow makes. They go through this object (not straight to
 * window.location) because jsdom's Location cannot be stubbed, and tests need to see them.
 */
export const pageLocation = {
  /** Full page navigation (the server has just set a new session cookie). */
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
  /** The current path, query and hash: the default place to come back to. */
  currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
};
