import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ProjectDetail } from '@portal/shared';
import { useQueueProjectDownload } from '../api/queue-project-download';
import { DOWNLOAD_TEXTS, useQueueDownload } from '../hooks/use-queue-download';

/** Whether the project's zip would hold anything: a published post with media (drafts are not packed). */
export const hasDownloadableMedia = (project: ProjectDetail) =>
  project.posts.some((post) => post.publishedDate !== null && post.media.length > 0);

/**
 * 'Download all' beside the project's title, when a published post has media: queues one zip of
 * every published post's files (a folder per post) and says so.
 */
export function DownloadProjectButton({ project }: { project: ProjectDetail }) {
  const { onClick, pending } = useQueueDownload(
    useQueueProjectDownload(project.id),
    DOWNLOAD_TEXTS.queuedProject,
  );
  if (!hasDownloadableMedia(project)) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={pending}
      aria-label={`Download all files: ${project.name}`}
      onClick={onClick}
    >
      Download all
    </Button>
  );
}
