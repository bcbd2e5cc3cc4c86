import { Button } from '@mantine/core';
import { isApiError, showErrorToast, showToast } from '@portal/shared';
import { useQueuePostDownload } from '../api/queue-post-download';

/** Toast texts of the button. */
export const DOWNLOAD_TEXTS = {
  queuedTitle: 'Download queued',
  queued:
    'We are packing the files of this post. The notifications bell shows when they are ready.',
  failed: 'The download could not be queued. Please try again.',
} as const;

/** Props of DownloadPostButton. */
interface DownloadPostButtonProps {
  projectId: number;
  postId: number;
  postTitle: string;
}

/** 'Download files' on a post: queues a zip of its files and says so. */
export function DownloadPostButton({ projectId, postId, postTitle }: DownloadPostButtonProps) {
  const queue = useQueuePostDownload(projectId, postId);
  const onClick = () =>
    queue.mutate(undefined, {
      onSuccess: () =>
        showToast({
          type: 'info',
          title: DOWNLOAD_TEXTS.queuedTitle,
          message: DOWNLOAD_TEXTS.queued,
        }),
      onError: (error) => {
        console.error('Could not queue the download', error);
        // The server's sentence (for example 'This post has no files to download.') says more.
        showErrorToast(
          isApiError(error) && error.status < 500 ? error.message : DOWNLOAD_TEXTS.failed,
        );
      },
    });
  return (
    <Button
      size="xs"
      variant="light"
      loading={queue.isPending}
      aria-label={`Download files: ${postTitle}`}
      onClick={onClick}
    >
      Download files
    </Button>
  );
}
