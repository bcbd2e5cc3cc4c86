import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { showSuccessToast, type Post, type ProjectDetail } from '@portal/shared';
import { AddMediaForm } from './add-media-form';

/** Said once a medium is added. */
export const MEDIA_ADDED = 'Media added.';

/** 'Add link' on a post (a medium shown from its address), for those who may edit its posts. */
export function AddMediaButton({ project, post }: { project: ProjectDetail; post: Post }) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!project.access.editPosts) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={open}
        aria-label={`Add link to ${post.title}`}
      >
        Add link
      </Button>
      <Modal opened={opened} onClose={close} title={`Add link to ${post.title}`} size="lg">
        {opened && (
          <AddMediaForm
            postId={post.id}
            onCancel={close}
            onAdded={() => {
              close();
              showSuccessToast(MEDIA_ADDED);
            }}
          />
        )}
      </Modal>
    </>
  );
}
