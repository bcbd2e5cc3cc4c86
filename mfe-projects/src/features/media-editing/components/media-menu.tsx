import { ActionIcon, Menu, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCalendarDue,
  IconDots,
  IconPencil,
  IconTrash,
  IconVersions,
} from '@tabler/icons-react';
import {
  ConfirmDialog,
  showErrorToast,
  showSuccessToast,
  type Media,
  type Post,
  type ProjectDetail,
} from '@portal/shared';
import { refusalOr } from '../../../lib/refusal';
import { moved } from '../../../lib/reorder';
import { useDeleteMedia } from '../api/delete-media';
import { useOrderMedia } from '../api/order-media';
import { EditMediaForm } from './edit-media-form';
import { MediaDueDateForm } from './media-due-date-form';
import { takesVersions, useNewVersion } from '../../uploads';

/** What the menu says once a change is made, and when it could not be. */
export const MEDIA_TEXTS = {
  saved: 'Media saved.',
  dueDateSaved: 'Review due date saved.',
  removed: 'Media removed.',
  notMoved: 'The media item could not be moved. Please try again.',
  notRemoved: 'The media item could not be removed. Please try again.',
} as const;

const icon = { size: 16, 'aria-hidden': true } as const;

/**
 * A medium's menu on its card, for those who may edit the project's posts: Edit details, Set
 * review due date, Move earlier or later in the post, Remove (with a confirmation). The API
 * checks each.
 */
export function MediaMenu({
  project,
  post,
  media,
}: {
  project: ProjectDetail;
  post: Post;
  media: Media;
}) {
  const openNewVersion = useNewVersion();
  const [editing, edit] = useDisclosure(false);
  const [dating, date] = useDisclosure(false);
  const [removing, remove] = useDisclosure(false);
  const order = useOrderMedia(post.id);
  const del = useDeleteMedia(media.id);
  if (!project.access.editPosts) return null;

  const ids = post.media.map((each) => each.id);
  const index = ids.indexOf(media.id);
  const move = (offset: -1 | 1) =>
    order.mutate(moved(ids, index, offset), {
      onError: (error) => showErrorToast(refusalOr(error, MEDIA_TEXTS.notMoved)),
    });
  const closeRemove = () => {
    del.reset();
    remove.close();
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" aria-label={`Actions for ${media.title}`}>
            <IconDots {...icon} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil {...icon} />} onClick={edit.open}>
            Edit details
          </Menu.Item>
          <Menu.Item leftSection={<IconCalendarDue {...icon} />} onClick={date.open}>
            Set review due date
          </Menu.Item>
          {openNewVersion && takesVersions(project, media) && (
            <Menu.Item
              leftSection={<IconVersions {...icon} />}
              onClick={() => openNewVersion({ project, post, media })}
            >
              Upload new version
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconArrowLeft {...icon} />}
            disabled={index <= 0}
            onClick={() => move(-1)}
          >
            Move earlier
          </Menu.Item>
          <Menu.Item
            leftSection={<IconArrowRight {...icon} />}
            disabled={index >= ids.length - 1}
            onClick={() => move(1)}
          >
            Move later
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash {...icon} />} onClick={remove.open}>
            Remove
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={editing} onClose={edit.close} title="Edit media details">
        {editing && (
          <EditMediaForm
            media={media}
            onCancel={edit.close}
            onSaved={() => {
              edit.close();
              showSuccessToast(MEDIA_TEXTS.saved);
            }}
          />
        )}
      </Modal>
      <Modal opened={dating} onClose={date.close} title={`Review due: ${media.title}`}>
        {dating && (
          <MediaDueDateForm
            media={media}
            post={post}
            onCancel={date.close}
            onSaved={() => {
              date.close();
              showSuccessToast(MEDIA_TEXTS.dueDateSaved);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={removing}
        title="Remove this media item?"
        message={`'${media.title}' is removed from '${post.title}' for everyone. This cannot be undone.`}
        confirmLabel="Remove"
        busy={del.isPending}
        failure={del.error && refusalOr(del.error, MEDIA_TEXTS.notRemoved)}
        onConfirm={() =>
          del.mutate(undefined, {
            onSuccess: () => {
              closeRemove();
              showSuccessToast(MEDIA_TEXTS.removed);
            },
          })
        }
        onClose={closeRemove}
      />
    </>
  );
}
