import { Component, type ReactNode } from 'react';

/** Props of ErrorBoundary. */
interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children once they failed (a remote's offers Retry, which remounts this). */
  fallback: ReactNode;
  /** What failed, for the console: '<failed> failed'. */
  failed: string;
}

/** Catches a part that fails to load or render, so it never takes the rest of the page down. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.failed} failed`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
