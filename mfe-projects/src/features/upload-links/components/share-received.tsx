import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import {
  RECEIVED_FILE_TEXTS,
  showErrorToast,
  showSuccessToast,
  type Media,
  type Post,
  type ProjectDetail,
} from '@portal/shared';
import { refusalOr } from '../../../lib/refusal';
import { useShareAllReceived, useShareReceivedFile } from '../api/share-received';

/** Whether the caller may share what the project's links received (the API checks it too). */
const mayShareIn = (project: ProjectDetail) => project.access.editPosts && !project.archived;

const icon = <IconShare size={14} aria-hidden />;

/**
 * 'Share' on the card of a file received through an upload link and not shared yet: from then
 * on whoever sees the post sees it. Only for those who may edit the post's media.
 */
export function ShareReceivedButton({ project, media }: { project: ProjectDetail; media: Media }) {
  const share = useShareReceivedFile();
  if (!media.awaitingShare || !mayShareIn(project)) return null;
  return (
    <Button
      size="compact-xs"
      leftSection={icon}
      loading={share.isPending}
      aria-label={RECEIVED_FILE_TEXTS.shareFile(media.title)}
      onClick={() =>
        share.mutate(media.id, {
          onSuccess: () => showSuccessToast(RECEIVED_FILE_TEXTS.shared(1)),
          onError: (error) => showErrorToast(refusalOr(error, RECEIVED_FILE_TEXTS.shareFailed)),
        })
      }
    >
      {RECEIVED_FILE_TEXTS.share}
    </Button>
  );
}

/**
 * 'Share all received files' beside a post's title when several of its files wait: one click
 * shares each of them.
 */
export function ShareAllReceivedButton({ project, post }: { project: ProjectDetail; post: Post }) {
  const share = useShareAllReceived(post.id);
  const waiting = post.media.filter((each) => each.awaitingShare).length;
  if (waiting < 2 || !mayShareIn(project)) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={icon}
      loading={share.isPending}
      aria-label={RECEIVED_FILE_TEXTS.shareAllOf(post.title)}
      onClick={() =>
        share.mutate(undefined, {
          onSuccess: ({ shared }) => showSuccessToast(RECEIVED_FILE_TEXTS.shared(shared)),
          onError: (error) => showErrorToast(refusalOr(error, RECEIVED_FILE_TEXTS.shareFailed)),
        })
      }
    >
      {RECEIVED_FILE_TEXTS.shareAll}
    </Button>
  );
}
