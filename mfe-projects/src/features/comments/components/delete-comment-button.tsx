import { ConfirmDialog } from '@portal/shared';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { refusalOr } from '../../../lib/refusal';
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
  return (
    <>
      <Button variant="subtle" color="red" size="compact-xs" onClick={open}>
        Delete
      </Button>
      <ConfirmDialog
        opened={opened}
        title="Delete this comment?"
        message={
          hasReplies
            ? 'Its text and author are removed for everyone; its replies stay in the thread.'
            : 'It is removed for everyone. This cannot be undone.'
        }
        confirmLabel="Delete comment"
        busy={remove.isPending}
        failure={remove.error && refusalOr(remove.error, COMMENT_NOT_DELETED)}
        onConfirm={() => remove.mutate(commentId, { onSuccess: closeDialog })}
        onClose={closeDialog}
      />
    </>
  );
}
