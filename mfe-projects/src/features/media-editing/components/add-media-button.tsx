import { IconPlus } from '@tabler/icons-react';
import { showSuccessToast, type Post, type ProjectDetail } from '@portal/shared';
import { PostDialogButton } from '../../../components/post-dialog-button';
import { AddMediaForm } from './add-media-form';

/** Said once a medium is added. */
export const MEDIA_ADDED = 'Media added.';

/** 'Add link' on a post (a medium shown from its address), for those who may edit its posts. */
export function AddMediaButton({ project, post }: { project: ProjectDetail; post: Post }) {
  if (!project.access.editPosts) return null;
  return (
    <PostDialogButton
      post={post}
      label="Add link"
      icon={<IconPlus size={14} aria-hidden />}
      size="lg"
    >
      {(close) => (
        <AddMediaForm
          postId={post.id}
          onCancel={close}
          onAdded={() => {
            close();
            showSuccessToast(MEDIA_ADDED);
          }}
        />
      )}
    </PostDialogButton>
  );
}
