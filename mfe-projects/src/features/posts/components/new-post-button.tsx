import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { showSuccessToast } from '@portal/shared';
import { usePermission } from '../../../lib/use-permission';
import { NewPostForm } from './new-post-form';

/** Said once a post is stored. */
export const POST_PUBLISHED = "Post published. The project's team has been notified.";

/** 'New post' for holders of Engage.Post.Manage: a dialog with the post's title and summary. */
export function NewPostButton({ projectId }: { projectId: number }) {
  const mayPost = usePermission('Engage.Post.Manage');
  const [opened, { open, close }] = useDisclosure(false);
  if (!mayPost) return null;
  return (
    <>
      <Button onClick={open}>New post</Button>
      <Modal opened={opened} onClose={close} title="New post" size="lg">
        {/* Mounted only while open, so each new post starts from an empty form. */}
        {opened && (
          <NewPostForm
            projectId={projectId}
            onCancel={close}
            onPublished={() => {
              close();
              showSuccessToast(POST_PUBLISHED);
            }}
          />
        )}
      </Modal>
    </>
  );
}
