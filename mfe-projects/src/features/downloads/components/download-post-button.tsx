import { Button } from '@mantine/core';
import { useQueuePostDownload } from '../api/queue-post-download';
import { DOWNLOAD_TEXTS, useQueueDownload } from '../hooks/use-queue-download';

/** Props of DownloadPostButton. */
interface DownloadPostButtonProps {
  projectId: number;
  postId: number;
  postTitle: string;
}

/** 'Download files' on a post: queues a zip of its files and says so. */
export function DownloadPostButton({ projectId, postId, postTitle }: DownloadPostButtonProps) {
  const { onClick, pending } = useQueueDownload(
    useQueuePostDownload(projectId, postId),
    DOWNLOAD_TEXTS.queued,
  );
  return (
    <Button
      size="xs"
      variant="light"
      loading={pending}
      aria-label={`Download files: ${postTitle}`}
      onClick={onClick}
    >
      Download files
    </Button>
  );
}
