import { Alert, Button } from '@mantine/core';

/** A failed load of an admin page's data, with Retry. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={title}>
      <Button size="xs" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
