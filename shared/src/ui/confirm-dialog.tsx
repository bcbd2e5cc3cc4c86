import { Alert, Button, Group, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import type { ComponentType } from 'react';

const CenteredModal = (props: ModalProps) => <Modal centered {...props} />;

/**
 * Asks before something that cannot be undone (deleting a post, removing a medium, archiving,
 * deleting a comment): what will happen, Cancel (focused first) and the action, busy while it
 * runs; why it failed, when it did, with the dialog kept open to try again. `modal` swaps the
 * dialog for another Mantine modal (the review panel's, which opens over the media dialog).
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
  modal: Dialog = CenteredModal,
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
  modal?: ComponentType<ModalProps>;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
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
    </Dialog>
  );
}
