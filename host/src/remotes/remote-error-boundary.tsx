import { Component, type ReactNode } from 'react';

/** Props of RemoteErrorBoundary. */
interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children once they failed; it offers Retry (which remounts this). */
  fallback: ReactNode;
}

/** Catches a remote that fails to load or render, so one dead remote never takes the shell down. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote part of the portal failed', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
