import { ActionIcon, Menu, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import {
  ConfirmDialog,
  showErrorToast,
  showSuccessToast,
  type Post,
  type ProjectDetail,
} from '@portal/shared';
import { refusalOr } from '../../../lib/refusal';
import { moved } from '../../../lib/reorder';
import { useDeletePost } from '../api/delete-post';
import { useOrderPosts } from '../api/order-posts';
import { usePublishPost } from '../api/publish-post';
import { useSetPostDueDate } from '../api/set-post-due-date';
import { useUpdatePost } from '../api/update-post';
import { POST_PUBLISHED } from './new-post-button';
import { PostForm } from './post-form';

/** What the menu says once a change is made, and when it could not be. */
export const POST_TEXTS = {
  saved: 'Post saved.',
  notSaved: 'The post could not be saved. Please try again.',
  withdrawn: 'Post withdrawn: it is a draft again, seen only by the studio.',
  notPublished: 'The post could not be published. Please try again.',
  notWithdrawn: 'The post could not be withdrawn. Please try again.',
  notMoved: 'The post could not be moved. Please try again.',
  notDeleted: 'The post could not be deleted. Please try again.',
  deleted: 'Post deleted.',
} as const;

const icon = { size: 16, 'aria-hidden': true } as const;

/** What deleting a post removes, in words. */
function deleteMessage({ title, media }: Post) {
  const what =
    media.length === 0
      ? `'${title}' is`
      : `'${title}' and its ${media.length === 1 ? 'media item are' : `${media.length} media items are`}`;
  return `${what} removed for everyone. This cannot be undone.`;
}

/**
 * A post's menu on the project page, offering what the caller's `access` allows: Edit, Move up
 * and down, Delete (editPosts); Publish or Withdraw to draft (publish). The API checks each.
 */
export function PostMenu({ project, post }: { project: ProjectDetail; post: Post }) {
  const { editPosts, publish } = project.access;
  const [editing, edit] = useDisclosure(false);
  const [deleting, del] = useDisclosure(false);
  const update = useUpdatePost(post.id);
  const setDueDate = useSetPostDueDate(post.id);
  const release = usePublishPost(post.id);
  const order = useOrderPosts(project.id);
  const remove = useDeletePost(post.id);
  if (!editPosts && !publish) return null;

  const ids = project.posts.map((each) => each.id);
  const index = ids.indexOf(post.id);
  const draft = post.publishedDate === null;
  const move = (offset: -1 | 1) =>
    order.mutate(moved(ids, index, offset), {
      onError: (error) => showErrorToast(refusalOr(error, POST_TEXTS.notMoved)),
    });
  const setPublished = (published: boolean) =>
    release.mutate(published, {
      onSuccess: () => showSuccessToast(published ? POST_PUBLISHED : POST_TEXTS.withdrawn),
      onError: (error) =>
        showErrorToast(
          refusalOr(error, published ? POST_TEXTS.notPublished : POST_TEXTS.notWithdrawn),
        ),
    });
  const closeDelete = () => {
    remove.reset();
    del.close();
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="light" size={30} aria-label={`Actions for ${post.title}`}>
            <IconDots {...icon} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {publish &&
            (draft ? (
              <Menu.Item leftSection={<IconEye {...icon} />} onClick={() => setPublished(true)}>
                Publish
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconEyeOff {...icon} />} onClick={() => setPublished(false)}>
                Withdraw to draft
              </Menu.Item>
            ))}
          {editPosts && (
            <>
              <Menu.Item leftSection={<IconPencil {...icon} />} onClick={edit.open}>
                Edit post
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowUp {...icon} />}
                disabled={index <= 0}
                onClick={() => move(-1)}
              >
                Move up
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowDown {...icon} />}
                disabled={index >= ids.length - 1}
                onClick={() => move(1)}
              >
                Move down
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash {...icon} />} onClick={del.open}>
                Delete post
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={editing} onClose={edit.close} title="Edit post" size="lg">
        {editing && (
          <PostForm
            initial={{ title: post.title, summary: post.summary, dueOn: post.dueOn ?? null }}
            submitLabel="Save changes"
            failureMessage={POST_TEXTS.notSaved}
            onCancel={edit.close}
            save={async ({ dueOn = null, ...text }) => {
              await update.mutateAsync(text);
              // Its own call: a refused day lands on its field, the words stay saved.
              if (dueOn !== (post.dueOn ?? null)) await setDueDate.mutateAsync({ dueOn });
              edit.close();
              showSuccessToast(POST_TEXTS.saved);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting}
        title="Delete this post?"
        message={deleteMessage(post)}
        confirmLabel="Delete post"
        busy={remove.isPending}
        failure={remove.error && refusalOr(remove.error, POST_TEXTS.notDeleted)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              closeDelete();
              showSuccessToast(POST_TEXTS.deleted);
            },
          })
        }
        onClose={closeDelete}
      />
    </>
  );
}
