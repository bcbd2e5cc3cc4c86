import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCircleCheck, IconScribble } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import {
  formatDateTime,
  markerLabel,
  placeShort,
  versionLabel,
  type ReviewThread,
} from '@portal/shared';
import { usePostComment } from './api/post-comment';
import { useResolveThread } from './api/resolve-thread';
import { CommentItem } from './comment-item';
import { CommentTextForm } from './comment-text-form';
import { commentFailure, refusalOr, THREAD_NOT_CHANGED } from './failures';
import { useReviewMedium } from './review-context';

/** The id of a thread's (or reply's) element, to scroll it into view. */
export const commentElementId = (id: number) => `review-comment-${id}`;

/** A click on the card's own surface, not on one of its controls or its forms. */
const onSurface = (event: MouseEvent) =>
  !(event.target as HTMLElement).closest('button, a, input, textarea, [role="option"], form');

/**
 * One thread: its number and place (a button that selects it: the viewer goes there), its first
 * comment, whether it has a drawing, its resolution, its replies oldest first (indented), and
 * Reply and Resolve / Reopen as the API allows.
 */
export function ThreadCard({
  thread,
  selected,
  canComment,
  onSelect,
}: {
  thread: ReviewThread;
  selected: boolean;
  canComment: boolean;
  onSelect: (id: number) => void;
}) {
  const { frameRate, version, latestVersion } = useReviewMedium();
  const [replying, setReplying] = useState(false);
  const reply = usePostComment();
  const resolve = useResolveThread();
  const resolved = thread.resolved;
  const name = thread.author
    ? `Comment ${thread.number} by ${thread.author.name}`
    : `Comment ${thread.number}`;

  // The button's name holds the words it shows, in their order (label in name): "Comment 3 by
  // Olivia Harbour at 00:00:03:12, v2, drawing" for "00:00:03:12 v2 Drawing". Its number sits
  // beside it: the name says "Comment 3" in words.
  const named = [
    markerLabel(thread, frameRate),
    latestVersion > 1 && versionLabel(thread.version),
    thread.hasDrawing && 'drawing',
  ];
  const header = (
    <Group gap={6} wrap="nowrap" mb={4}>
      <Badge circle size="md" variant={selected ? 'filled' : 'light'} aria-hidden>
        {thread.number}
      </Badge>
      <UnstyledButton
        onClick={() => onSelect(thread.id)}
        aria-label={named.filter(Boolean).join(', ')}
        aria-current={selected ? 'true' : undefined}
      >
        <Group gap={6} wrap="nowrap">
          <Text size="xs" ff="monospace" c="dimmed">
            {placeShort(thread.anchor, frameRate)}
          </Text>
          {/* Spaces between the parts, as the name reads them (a flex row ignores them). */}
          {latestVersion > 1 && ' '}
          {latestVersion > 1 && (
            <Badge
              size="xs"
              variant={thread.version === version ? 'outline' : 'filled'}
              color="gray"
            >
              {versionLabel(thread.version)}
            </Badge>
          )}
          {thread.hasDrawing && ' '}
          {thread.hasDrawing && (
            <Group gap={2} c="dimmed">
              <IconScribble size={14} aria-hidden />
              <Text size="xs">Drawing</Text>
            </Group>
          )}
        </Group>
      </UnstyledButton>
    </Group>
  );

  const extra = (
    <>
      {canComment && !thread.isDeleted && (
        <Button variant="subtle" size="compact-xs" onClick={() => setReplying(true)}>
          Reply
        </Button>
      )}
      {thread.canResolve && (
        <Button
          variant="subtle"
          size="compact-xs"
          color={resolved ? 'gray' : 'teal'}
          loading={resolve.isPending}
          onClick={() => resolve.mutate({ id: thread.id, resolved: !resolved })}
        >
          {resolved ? 'Reopen' : 'Resolve'}
        </Button>
      )}
    </>
  );

  return (
    <Paper
      component="article"
      id={commentElementId(thread.id)}
      aria-label={thread.isDeleted ? `Comment ${thread.number} (deleted)` : name}
      withBorder
      p="sm"
      radius="md"
      // A resolved thread's border is dashed (never faded: its words keep their contrast).
      bd={
        selected
          ? '2px solid var(--mantine-primary-color-filled)'
          : resolved
            ? '1px dashed var(--mantine-color-gray-5)'
            : undefined
      }

      style={{ cursor: 'pointer', scrollMarginTop: 8 }}
      onClick={(event: MouseEvent) => onSurface(event) && onSelect(thread.id)}
    >
      <CommentItem
        comment={thread}
        hasReplies={thread.replies.length > 0}
        header={header}
        extra={extra}
      />
      {resolved && (
        <Group gap={4} mt={4} c="teal.9">
          <IconCircleCheck size={14} aria-hidden />
          <Text size="xs">
            Resolved by {resolved.by}, {formatDateTime(resolved.date)}
          </Text>
        </Group>
      )}
      {resolve.error && (
        <Alert color="red" role="alert" mt="xs" p="xs">
          {refusalOr(resolve.error, THREAD_NOT_CHANGED)}
        </Alert>
      )}
      {(thread.replies.length > 0 || replying) && (
        <Stack
          gap="sm"
          mt="sm"
          ml="md"
          pl="sm"
          style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
        >
          {thread.replies.map((item) => (
            <Box
              key={item.id}
              id={commentElementId(item.id)}
              component="article"
              aria-label={item.author ? `Reply by ${item.author.name}` : 'Deleted reply'}
            >
              <CommentItem comment={item} />
            </Box>
          ))}
          {replying && (
            <CommentTextForm
              label={`Reply to ${thread.author?.name ?? `comment ${thread.number}`}`}
              submitLabel="Post reply"
              busy={reply.isPending}
              failure={reply.error ? commentFailure(reply.error) : null}
              attachable
              onSubmit={(value, attachments) =>
                reply.mutate(
                  {
                    ...value,
                    parentId: thread.id,
                    ...(attachments.length > 0 && { attachments }),
                  },
                  { onSuccess: () => setReplying(false) },
                )
              }
              onCancel={() => {
                reply.reset();
                setReplying(false);
              }}
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}
