import { Alert, Anchor, Button, Center, Group, Loader } from '@mantine/core';
import { Component, Suspense, type ReactNode } from 'react';
import type { Media } from '@portal/shared';

/** Said when a viewer's code could not be loaded or crashed. */
export const VIEWER_FAILED = 'The viewer could not be loaded.';

interface State {
  failed: boolean;
}

/** Catches a viewer that failed to load or crashed, and offers to try again. */
class ViewerErrorBoundary extends Component<
  { media: Media; onRetry: () => void; children: ReactNode },
  State
> {
  override state: State = { failed: false };
  static getDerivedStateFromError(): State {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const { media, onRetry } = this.props;
    return (
      <Alert color="red" title={VIEWER_FAILED}>
        <Group gap="md">
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              this.setState({ failed: false });
              onRetry();
            }}
          >
            Try again
          </Button>
          <Anchor href={media.file.fileUri} target="_blank" rel="noopener" size="sm">
            Open the file
          </Anchor>
        </Group>
      </Alert>
    );
  }
}

/** A lazily loaded viewer: a loader while its code arrives, a clear message if it fails. */
export function ViewerBoundary({
  media,
  onRetry,
  children,
}: {
  media: Media;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <ViewerErrorBoundary media={media} onRetry={onRetry}>
      <Suspense
        fallback={
          <Center h={240}>
            <Loader aria-label="Loading the viewer" />
          </Center>
        }
      >
        {children}
      </Suspense>
    </ViewerErrorBoundary>
  );
}
