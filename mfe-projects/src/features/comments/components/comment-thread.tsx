import { Avatar, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatDateTime, formatRelativeTime, type Comment, type Reply } from '@portal/shared';
import { CommentForm } from './comment-form';
import { DeleteCommentButton } from './delete-comment-button';

/** One comment: who, when (relative, the full date on hover), what, and its actions. */
function CommentBody({ comment, actions }: { comment: Reply; actions?: ReactNode }) {
  if (comment.isDeleted) {
    return (
      <Text size="sm" c="dimmed" fs="italic" py={4}>
        This comment was deleted.
      </Text>
    );
  }
  const author = comment.authorName ?? 'Former user';
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <Avatar radius="xl" size="md" color="initials" name={author} aria-hidden />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {author}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={comment.createdDate} title={formatDateTime(comment.createdDate)}>
              {formatRelativeTime(comment.createdDate)}
            </time>
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.text}
        </Text>
        {actions && <Group gap={4}>{actions}</Group>}
      </Box>
    </Group>
  );
}

/** A top-level comment, its replies indented beneath it, and the reply form when asked for. */
export function CommentThread({
  projectId,
  comment,
  canReply,
}: {
  projectId: number;
  comment: Comment;
  canReply: boolean;
}) {
  const [replying, setReplying] = useState(false);
  const author = comment.authorName ?? 'Former user';
  const actions = (item: Reply, hasReplies: boolean) =>
    item.canDelete ? (
      <DeleteCommentButton projectId={projectId} commentId={item.id} hasReplies={hasReplies} />
    ) : null;
  return (
    <Box
      component="article"
      id={`comment-${comment.id}`}
      aria-label={comment.isDeleted ? 'Deleted comment' : `Comment by ${author}`}
    >
      <CommentBody
        comment={comment}
        actions={
          <>
            {canReply && !comment.isDeleted && !replying && (
              <Button variant="subtle" size="compact-xs" onClick={() => setReplying(true)}>
                Reply
              </Button>
            )}
            {actions(comment, comment.replies.length > 0)}
          </>
        }
      />
      {(comment.replies.length > 0 || replying) && (
        <Stack
          gap="sm"
          mt="sm"
          ml={{ base: 'md', sm: 48 }}
          pl="md"
          style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
        >
          {comment.replies.map((reply) => (
            <Box
              key={reply.id}
              id={`comment-${reply.id}`}
              component="article"
              aria-label={`Reply by ${reply.authorName ?? 'Former user'}`}
            >
              <CommentBody comment={reply} actions={actions(reply, false)} />
            </Box>
          ))}
          {replying && (
            <CommentForm
              projectId={projectId}
              parentId={comment.id}
              label={`Reply to ${author}`}
              submitLabel="Post reply"
              onPosted={() => setReplying(false)}
              onCancel={() => setReplying(false)}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}
