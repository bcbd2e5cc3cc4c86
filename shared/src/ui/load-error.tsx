import { Alert, Button } from '@mantine/core';

/** Props of LoadError. */
export interface LoadErrorProps {
  /** What could not be loaded, as a sentence: the alert's accessible name. */
  title: string;
  /** Asks again (a query's `refetch`). */
  onRetry: () => void;
}

/** A failed load of a page's or a section's data: a red alert named by `title`, with Retry. */
export function LoadError({ title, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" title={title}>
      <Button size="xs" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
