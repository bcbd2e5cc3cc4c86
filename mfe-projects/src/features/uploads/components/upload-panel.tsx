import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import {
  DEFAULT_VIDEO_REQUIREMENTS,
  formatBytes,
  type Post,
  type ProjectDetail,
} from '@portal/shared';
import { useUploadSettings } from '../api/get-upload-settings';
import { useVideoRequirements } from '../../../lib/use-video-requirements';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { DropZone } from './drop-zone';
import { UploadRow } from './upload-row';
import { VideoErrors } from './video-errors';

/** Said while files are being sent: leaving would pause them. */
export const LEAVE_WARNING = 'Uploads are in progress. Leave anyway? They can be resumed later.';

/** The upload dialog's body: drop or choose files, see them checked, upload them. */
export function UploadPanel({
  project,
  post,
  onClose,
}: {
  project: ProjectDetail;
  post: Post;
  onClose: () => void;
}) {
  const settings = useUploadSettings();
  const requirements = useVideoRequirements(project.id);
  if (settings.isPending || requirements.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the upload settings" />
      </Center>
    );
  }
  if (settings.error) {
    return (
      <Alert color="red" role="alert" title="Uploads are unavailable">
        {settings.error.message}
      </Alert>
    );
  }
  return (
    <Queue
      postId={post.id}
      // A project whose rules cannot be read is checked against the spec's defaults; the API
      // checks every video again with the project's own rules.
      requirements={requirements.data ?? DEFAULT_VIDEO_REQUIREMENTS}
      chunkSize={settings.data.chunkSize}
      maxFileSize={settings.data.maxFileSize}
      onClose={onClose}
    />
  );
}

function Queue({
  postId,
  requirements,
  chunkSize,
  maxFileSize,
  onClose,
}: {
  postId: number;
  requirements: typeof DEFAULT_VIDEO_REQUIREMENTS;
  chunkSize: number;
  maxFileSize: number;
  onClose: () => void;
}) {
  const queue = useUploadQueue({
    postId,
    requirements,
    chunkSize,
    maxFileSize,
    formatLimit: formatBytes,
  });
  const { uploading } = queue;
  // Closing the tab mid-upload asks first; what was sent is kept either way.
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);
  const count = queue.ready.length;
  return (
    <Stack gap="md">
      <DropZone onFiles={queue.add} />
      {queue.errors && <VideoErrors errors={queue.errors} />}
      {queue.files.length > 0 && (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Files">
          {queue.files.map((item) => (
            <UploadRow
              key={item.key}
              item={item}
              onType={(type) => queue.setType(item.key, type)}
              onRemove={() => queue.remove(item.key)}
              onPause={() => queue.pause(item.key)}
              onResume={() => queue.resume(item.key)}
              onCancel={() => void queue.cancel(item.key)}
            />
          ))}
        </Stack>
      )}
      {queue.files.some((item) => item.status === 'done') && (
        <Text size="sm" c="dimmed">
          Finished files are on the post; you get a notification for each.
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {uploading ? 'Close (pauses uploads)' : 'Done'}
        </Button>
        <Button
          onClick={() => void queue.start()}
          disabled={count === 0 || queue.checking || uploading}
          loading={uploading}
        >
          {count === 1 ? 'Upload 1 file' : `Upload ${count} files`}
        </Button>
      </Group>
    </Stack>
  );
}
