import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * Asks before something that cannot be undone (deleting a post, removing a medium, archiving):
 * what will happen, Cancel (focused first) and the action, busy while it runs; why it failed,
 * when it did, with the dialog kept open to try again.
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
    <Modal opened={opened} onClose={onClose} title={title} centered>
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
    </Modal>
  );
}
