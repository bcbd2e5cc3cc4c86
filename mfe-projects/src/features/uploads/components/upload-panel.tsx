import {
  Alert,
  Button,
  Center,
  getDefaultZIndex,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
} from '@mantine/core';
import type { ModalProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  ConfirmDialog,
  DEFAULT_VIDEO_REQUIREMENTS,
  formatBytes,
  mediaContentType,
  typesInWords,
  type Media,
  type Post,
  type ProjectDetail,
} from '@portal/shared';
import { useUploadSettings } from '../api/get-upload-settings';
import { useVideoRequirements } from '../../../lib/use-video-requirements';
import { useUploadQueue, type LinkLimits } from '../hooks/use-upload-queue';
import { extensionsFor } from '../lib/media-type-of';
import { DropZone } from './drop-zone';
import { UploadRow } from './upload-row';
import { VideoErrors } from './video-errors';

/** What the dialog says of a new version's file. */
const VERSION_HINT = (media: Media) =>
  `${mediaContentType(media.mediaType).description} only. It becomes the latest version of ${media.title}; earlier versions, with their comments and decisions, are kept.`;

/** What an upload link's drop zone says of the files it takes. */
const linkHint = (link: LinkLimits) =>
  `${capitalised(typesInWords(link.allowedTypes))}, up to ${formatBytes(link.remainingBytes)} in all. Videos are checked against the project's requirements before anything is sent.`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Said while files are being sent: leaving would pause them. */
export const LEAVE_WARNING = 'Uploads are in progress. Leave anyway? They can be resumed later.';

/** What 'Done' asks when files are ready and not sent: leaving drops them from the list. */
export const unsentQuestion = (names: readonly string[]) =>
  names.length === 1
    ? `${names[0]} is ready and has not been uploaded. Close and leave it out?`
    : `${names.length} files are ready and have not been uploaded. Close and leave them out?`;

/** The question's dialog, in front of the upload dialog (itself in front of a viewer). */
const InFront = (props: ModalProps) => (
  <Modal centered zIndex={getDefaultZIndex('modal') + 2} {...props} />
);

/** A new version of a medium being uploaded: the medium, and the file dropped on it, if any. */
export interface NewVersion {
  media: Media;
  file?: File;
}

/**
 * The upload dialog's body: drop or choose files, see them checked, upload them. With `version`,
 * one file, which becomes the latest version of that medium.
 */
export function UploadPanel({
  project,
  post,
  version,
  onClose,
}: {
  project: ProjectDetail;
  post: Post;
  version?: NewVersion;
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
    <UploadQueue
      postId={post.id}
      // A project whose rules cannot be read is checked against the spec's defaults; the API
      // checks every video again with the project's own rules.
      requirements={requirements.data ?? DEFAULT_VIDEO_REQUIREMENTS}
      chunkSize={settings.data.chunkSize}
      maxFileSize={settings.data.maxFileSize}
      version={version}
      onClose={onClose}
    />
  );
}

/**
 * Files picked, checked and sent into a post: the upload dialog's, and an upload link's page's
 * (`link`: its kinds, bytes left and calls; no close button without `onClose`).
 */
export function UploadQueue({
  postId,
  requirements,
  chunkSize,
  maxFileSize,
  version,
  link,
  doneNote = 'Finished files are on the post; you get a notification for each.',
  onClose,
}: {
  postId: number;
  requirements: typeof DEFAULT_VIDEO_REQUIREMENTS;
  chunkSize: number;
  maxFileSize: number;
  version?: NewVersion;
  link?: LinkLimits;
  /** Said once a file is finished. */
  doneNote?: string;
  onClose?: () => void;
}) {
  const queue = useUploadQueue({
    postId,
    requirements,
    chunkSize,
    maxFileSize,
    formatLimit: formatBytes,
    versionOf: version && { id: version.media.id, mediaType: version.media.mediaType },
    link,
  });
  const { uploading } = queue;
  // A file dropped on the medium's card is the one to send: it is checked at once.
  const dropped = version?.file;
  const { add } = queue;
  const taken = useRef<File | null>(null);
  useEffect(() => {
    if (!dropped || taken.current === dropped) return;
    taken.current = dropped;
    add([dropped]);
  }, [dropped, add]);
  // Closing the tab mid-upload asks first; what was sent is kept either way.
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);
  const count = queue.ready.length;
  // 'Done' with files ready and not sent asks first: closing drops them from the list.
  const [asking, setAsking] = useState(false);
  const done = () => (count > 0 && !uploading ? setAsking(true) : onClose?.());
  return (
    <Stack gap="md">
      {!(version && queue.files.length > 0) && (
        <DropZone
          onFiles={queue.add}
          single={version !== undefined}
          hint={version ? VERSION_HINT(version.media) : link && linkHint(link)}
          accept={link && extensionsFor(link.allowedTypes)}
        />
      )}
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
              doneLabel={
                version && `Now version ${version.media.version + 1} of ${version.media.title}`
              }
            />
          ))}
        </Stack>
      )}
      {!version && queue.files.some((item) => item.status === 'done') && (
        <Text size="sm" c="dimmed">
          {doneNote}
        </Text>
      )}
      <Group justify="flex-end">
        {onClose && (
          <Button variant="default" onClick={done}>
            {uploading ? 'Close (pauses uploads)' : 'Done'}
          </Button>
        )}
        <ConfirmDialog
          opened={asking}
          title="Close without uploading?"
          message={unsentQuestion(queue.ready.map((item) => item.file.name))}
          confirmLabel="Close without uploading"
          busy={false}
          onConfirm={() => {
            setAsking(false);
            onClose?.();
          }}
          onClose={() => setAsking(false)}
          modal={InFront}
        />
        <Button
          onClick={() => void queue.start()}
          disabled={count === 0 || queue.checking || uploading}
          loading={uploading}
        >
          {version ? 'Upload new version' : count === 1 ? 'Upload 1 file' : `Upload ${count} files`}
        </Button>
      </Group>
    </Stack>
  );
}
