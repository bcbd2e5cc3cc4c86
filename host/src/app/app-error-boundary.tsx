import type { ReactNode } from 'react';
import classes from '../features/landing/landing.module.css';
import { ErrorBoundary } from './error-boundary';

/**
 * The last line: a page of the host itself that fails to load (its chunk, on a dropped network)
 * or to render shows a plain message with Reload instead of a white page. Remotes have their own
 * boundary (RemoteSlot), so this is only reached by the shell's own code. Plain HTML and the
 * landing page's CSS, since the UI library may be what failed to load.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      failed="The portal's page"
      fallback={
        <main className={classes.failed} role="alert">
          <h1>This page could not be shown.</h1>
          <p>Check your connection, then reload the page.</p>
          <button type="button" className={classes.button} onClick={() => location.reload()}>
            Reload
          </button>
        </main>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
