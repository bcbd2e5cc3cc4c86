import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isApiError } from '@portal/shared';
import { useDeleteComment } from '../api/delete-comment';

/** Said when a delete failed for a reason the server did not put in words for the person. */
export const COMMENT_NOT_DELETED = 'The comment could not be deleted. Please try again.';

/** 'Delete' with a confirmation dialog; a thread's replies stay when its comment goes. */
export function DeleteCommentButton({
  projectId,
  commentId,
  hasReplies,
}: {
  projectId: number;
  commentId: number;
  hasReplies: boolean;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteComment(projectId);
  const closeDialog = () => {
    remove.reset();
    close();
  };
  const failure = remove.error
    ? isApiError(remove.error, 403) || isApiError(remove.error, 404)
      ? remove.error.message
      : COMMENT_NOT_DELETED
    : null;
  return (
    <>
      <Button variant="subtle" color="red" size="compact-xs" onClick={open}>
        Delete
      </Button>
      <Modal opened={opened} onClose={closeDialog} title="Delete this comment?" centered>
        <Stack>
          <Text size="sm">
            {hasReplies
              ? 'Its text and author are removed for everyone; its replies stay in the thread.'
              : 'It is removed for everyone. This cannot be undone.'}
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={closeDialog}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(commentId, { onSuccess: closeDialog })}
            >
              Delete comment
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
