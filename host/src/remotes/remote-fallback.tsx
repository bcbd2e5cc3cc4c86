import { Alert, Button, Group, Text } from '@mantine/core';

/** Props of RemoteFallback. */
export interface RemoteFallbackProps {
  /** What the user lost, e.g. 'Notifications'. */
  label: string;
  onRetry: () => void;
  /** `inline` fits a header slot; `block` fills a page. */
  variant?: 'inline' | 'block';
}

/** Says which part of the portal is unavailable and offers Retry; the rest keeps working. */
export function RemoteFallback({ label, onRetry, variant = 'block' }: RemoteFallbackProps) {
  const title = `${label} is unavailable right now.`;
  if (variant === 'inline') {
    return (
      <Alert role="alert" color="orange" variant="light" p={4} px="xs">
        <Group gap="xs" wrap="nowrap">
          <Text size="xs">{title}</Text>
          <Button size="compact-xs" variant="subtle" onClick={onRetry}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert role="alert" color="orange" variant="light" title={title} my="md">
      <Text size="sm" mb="sm">
        This part of the portal could not be loaded. Everything else still works; try again in a
        moment.
      </Text>
      <Button size="xs" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
