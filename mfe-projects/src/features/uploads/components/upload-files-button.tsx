import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { Post, ProjectDetail } from '@portal/shared';

// The dialog (and mediainfo.js behind it) loads only when someone opens it.
const UploadPanel = lazy(() =>
  import('./upload-panel').then((module) => ({ default: module.UploadPanel })),
);

/** 'Upload files' on a post, for those who may edit its posts (`access.editPosts`). */
export function UploadFilesButton({ project, post }: { project: ProjectDetail; post: Post }) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!project.access.editPosts) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconUpload size={14} aria-hidden />}
        onClick={open}
        aria-label={`Upload files to ${post.title}`}
      >
        Upload files
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Upload files to ${post.title}`}
        size="xl"
        closeOnClickOutside={false}
      >
        {/* Closing the dialog unmounts the panel, which pauses what is uploading. */}
        {opened && (
          <Suspense fallback={null}>
            <UploadPanel project={project} post={post} onClose={close} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
