import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Asks before a download job goes: a running one is cancelled, a finished one forgotten. */
export function ConfirmDelete({
  opened,
  running,
  fileName,
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  running: boolean;
  fileName: string;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={running ? 'Cancel this download?' : 'Delete this download?'}
      centered
    >
      <Stack>
        <Text size="sm">
          {running
            ? `${fileName} stops being packed, and its notification goes.`
            : `${fileName} and its notification are removed. The files themselves stay on the project.`}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Keep it
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {running ? 'Cancel download' : 'Delete download'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
