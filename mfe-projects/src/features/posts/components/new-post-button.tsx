import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { showSuccessToast, type ProjectDetail } from '@portal/shared';
import { useCreatePost } from '../api/create-post';
import { PostForm } from './post-form';

/** Said once a post is published. */
export const POST_PUBLISHED = "Post published. The project's team has been notified.";
/** Said once a post is kept as a draft. */
export const DRAFT_SAVED =
  'Draft saved. Only the studio sees it until it is published: add its media, then publish it.';
/** Said when a post could not be stored for a reason no field can show. */
export const POST_NOT_SAVED = 'The post could not be saved. Please try again.';

/**
 * 'New post' for those who may write posts on this project (`access.editPosts`): a dialog with
 * the post's title and summary, published at once or kept as a draft.
 */
export function NewPostButton({ project }: { project: ProjectDetail }) {
  const [opened, { open, close }] = useDisclosure(false);
  const create = useCreatePost(project.id);
  if (!project.access.editPosts) return null;
  return (
    <>
      <Button onClick={open}>New post</Button>
      <Modal opened={opened} onClose={close} title="New post" size="lg">
        {/* Mounted only while open, so each new post starts from an empty form. */}
        {opened && (
          <PostForm
            submitLabel="Publish post"
            draftLabel="Save as draft"
            failureMessage={POST_NOT_SAVED}
            onCancel={close}
            save={async (values, publish) => {
              await create.mutateAsync({ ...values, publish });
              close();
              showSuccessToast(publish ? POST_PUBLISHED : DRAFT_SAVED);
            }}
          />
        )}
      </Modal>
    </>
  );
}
