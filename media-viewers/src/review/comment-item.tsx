import { Avatar, Badge, Box, Button, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  ConfirmDialog,
  formatDateTime,
  formatRelativeTime,
  type ReviewReply,
} from '@portal/shared';
import { NestedModal } from './nested-dialogs';
import { useDeleteComment } from './api/delete-comment';
import { useEditComment } from './api/edit-comment';
import { CommentAttachments } from './comment-attachments';
import { CommentTextForm } from './comment-text-form';
import { commentFailure, COMMENT_NOT_DELETED, refusalOr } from './failures';
import { MentionText } from './mention-text';

/** A time as "5 minutes ago", the full en-AU date and time on hover. */
export function When({ date }: { date: string }) {
  return (
    <time dateTime={date} title={formatDateTime(date)}>
      {formatRelativeTime(date)}
    </time>
  );
}

/**
 * One comment (a thread's first or a reply): who (a Studio badge for the studio's side), when,
 * the words with @mentions picked out, "edited", its files; and its author's Edit and Delete. `extra` comes
 * from the thread (its Reply, Resolve) and goes beside them.
 */
export function CommentItem({
  comment,
  hasReplies = false,
  header,
  extra,
}: {
  comment: ReviewReply;
  hasReplies?: boolean;
  /** Shown above the author (a thread's number and place). */
  header?: ReactNode;
  extra?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const edit = useEditComment();
  const remove = useDeleteComment();
  if (comment.isDeleted || !comment.author) {
    return (
      <Box>
        {header}
        <Text size="sm" c="dimmed" fs="italic" py={4}>
          This comment was deleted.
        </Text>
      </Box>
    );
  }
  const { author } = comment;
  const closeDelete = () => {
    remove.reset();
    setDeleting(false);
  };
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <Avatar radius="xl" size="sm" color="initials" name={author.name} aria-hidden />
      <Box style={{ flex: 1, minWidth: 0 }}>
        {header}
        <Group gap={6} wrap="wrap">
          <Text fw={600} size="sm">
            {author.name}
          </Text>
          {author.side === 'studio' && (
            <Badge size="xs" variant="light" color="violet">
              Studio
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            <When date={comment.createdDate} />
          </Text>
          {comment.editedDate && (
            <Text size="xs" c="dimmed" title={`Edited ${formatDateTime(comment.editedDate)}`}>
              (edited)
            </Text>
          )}
        </Group>
        {editing ? (
          <CommentTextForm
            label="Edit comment"
            submitLabel="Save"
            initial={{ text: comment.text, mentions: comment.mentions.map((person) => person.id) }}
            busy={edit.isPending}
            failure={edit.error ? commentFailure(edit.error) : null}
            onSubmit={(value) =>
              edit.mutate(
                // A thread's drawing is left out, so it stays as it is.
                { id: comment.id, ...value },
                { onSuccess: () => setEditing(false) },
              )
            }
            onCancel={() => {
              edit.reset();
              setEditing(false);
            }}
          />
        ) : (
          <MentionText text={comment.text} names={comment.mentions.map((person) => person.name)} />
        )}
        <CommentAttachments files={comment.attachments ?? []} />
        {!editing && (
          <Group gap={4} mt={2}>
            {extra}
            {comment.canEdit && (
              <Button variant="subtle" size="compact-xs" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {comment.canDelete && (
              <Button
                variant="subtle"
                color="red"
                size="compact-xs"
                onClick={() => setDeleting(true)}
              >
                Delete
              </Button>
            )}
          </Group>
        )}
        <ConfirmDialog
          modal={NestedModal}
          opened={deleting}
          title="Delete this comment?"
          message={
            hasReplies
              ? 'Its text and author are removed for everyone; its replies stay in the thread.'
              : 'It is removed for everyone. This cannot be undone.'
          }
          confirmLabel="Delete comment"
          busy={remove.isPending}
          failure={remove.error && refusalOr(remove.error, COMMENT_NOT_DELETED)}
          onConfirm={() => remove.mutate(comment.id, { onSuccess: closeDelete })}
          onClose={closeDelete}
        />
      </Box>
    </Group>
  );
}
