import { Center, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError, ListPager, LoadError } from '@portal/shared';
import { COMMENTS_PAGE_SIZE, useComments } from '../api/get-comments';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';

/** Texts of the section's states. */
export const NO_COMMENTS = 'No comments yet. Start the conversation.';
export const COMMENTS_FAILED = 'Comments could not be loaded.';

/**
 * A project's discussion: the form (when the caller may write here: `canComment` is the project's
 * `access.comment`, false on an archived project), then threads newest first, paged.
 */
export function CommentsSection({
  projectId,
  canComment,
}: {
  projectId: number;
  canComment: boolean;
}) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isPending, refetch } = useComments(projectId, page);
  const { hash } = useLocation();
  // A notification links to /projects/{id}#comment-{id}; the comment exists only once loaded.
  useEffect(() => {
    if (data && hash.startsWith('#comment-')) {
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
    }
  }, [data, hash]);
  // Not on the project's team (a Showcase project seen as the public): say so, offer nothing.
  const closed = isApiError(error, 403);

  let body;
  if (isPending) {
    body = (
      <Center py="md">
        <Loader size="sm" aria-label="Loading comments" />
      </Center>
    );
  } else if (closed) {
    body = <Text c="dimmed">{error.message}</Text>;
  } else if (error) {
    body = <LoadError title={COMMENTS_FAILED} onRetry={() => void refetch()} />;
  } else if (data.items.length === 0) {
    body = <Text c="dimmed">{NO_COMMENTS}</Text>;
  } else {
    body = (
      <Stack gap="lg">
        {data.items.map((comment) => (
          <CommentThread
            key={comment.id}
            projectId={projectId}
            comment={comment}
            canReply={canComment}
          />
        ))}
        <ListPager
          page={page}
          total={data.total}
          pageSize={COMMENTS_PAGE_SIZE}
          onChange={setPage}
          label="Comment pages"
          itemLabel={(number) => `Comments page ${number}`}
        />
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Divider />
      <Title order={2} id={headingId}>
        Comments
      </Title>
      {canComment && !closed && (
        <CommentForm
          projectId={projectId}
          label="Comment"
          submitLabel="Post comment"
          // Your new thread is at the top of the first page: go there to see it.
          onPosted={() => setPage(1)}
        />
      )}
      {body}
    </Stack>
  );
}
