import { IconUpload } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { Post, ProjectDetail } from '@portal/shared';
import { PostDialogButton } from '../../../components/post-dialog-button';

// The dialog (and mediainfo.js behind it) loads only when someone opens it.
const UploadPanel = lazy(() =>
  import('./upload-panel').then((module) => ({ default: module.UploadPanel })),
);

/** 'Upload files' on a post, for those who may edit its posts (`access.editPosts`). */
export function UploadFilesButton({ project, post }: { project: ProjectDetail; post: Post }) {
  if (!project.access.editPosts) return null;
  return (
    <PostDialogButton
      post={post}
      label="Upload files"
      icon={<IconUpload size={14} aria-hidden />}
      size="xl"
      // A click beside the dialog must not end uploads; closing it pauses them (the panel goes).
      closeOnClickOutside={false}
    >
      {(close) => (
        <Suspense fallback={null}>
          <UploadPanel project={project} post={post} onClose={close} />
        </Suspense>
      )}
    </PostDialogButton>
  );
}
