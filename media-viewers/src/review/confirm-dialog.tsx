import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { NestedModal } from './nested-dialogs';

/**
 * Asks before a change that cannot be undone (deleting a comment, withdrawing a decision):
 * Cancel first and focused, the action busy while it runs, and why it failed, kept open to retry.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  danger = true,
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  failure?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <NestedModal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </NestedModal>
  );
}
