import { Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { isApiError, LoadError } from '@portal/shared';
import { useMediumReview } from './api/get-review';
import { useReviewTransport } from './api/review-transport';
import { useReviewLive } from './api/use-review-live';
import { ApprovalBar } from './approval-bar';
import { CommentComposer } from './comment-composer';
import { ExportMenu } from './export-menu';
import { useReviewMedium } from './review-context';
import { ThreadList } from './thread-list';
import type { ReviewController } from './use-review-controller';

/** Texts of the panel's states. */
export const REVIEW_FAILED = 'The review could not be loaded.';
export const THREADS_FAILED = 'Comments could not be loaded.';

/**
 * Review beside the viewer: the approval bar, the new comment form (for those who may comment),
 * then the threads. Live: someone else's change fetches it again.
 */
export function ReviewPanel({ controller }: { controller: ReviewController }) {
  const { mediaId } = useReviewMedium();
  useReviewLive();
  const review = useMediumReview(mediaId);
  const { gate } = useReviewTransport();
  const { threads } = controller;

  let approval;
  if (review.isPending) approval = <Loader size="xs" aria-label="Loading the review" />;
  else if (review.error) {
    approval = <LoadError title={REVIEW_FAILED} onRetry={() => void review.refetch()} />;
  } else approval = <ApprovalBar review={review.data} />;

  let body;
  if (threads.isPending) {
    body = (
      <Center py="md">
        <Loader size="sm" aria-label="Loading comments" />
      </Center>
    );
  } else if (isApiError(threads.error, 403)) {
    // Not on the project's team: the API says so (comments are the team's).
    body = <Text c="dimmed">{threads.error.message}</Text>;
  } else if (threads.error) {
    body = <LoadError title={THREADS_FAILED} onRetry={() => void threads.refetch()} />;
  } else {
    const list = threads.data;
    body = (
      <Stack gap="md">
        {gate}
        {list.canComment && (
          <CommentComposer
            pin={controller.pin}
            canCapture={controller.canCapture}
            onPosted={(thread) => {
              // A new thread is open: make sure the list shows it, then go to it.
              if (controller.filter === 'resolved') controller.setFilter('all');
              controller.select(thread.id);
            }}
          />
        )}
        <ThreadList
          list={list}
          threads={list.threads}
          filter={controller.filter}
          order={controller.order}
          selectedId={controller.selectedThreadId}
          onFilterChange={controller.setFilter}
          onOrderChange={controller.setOrder}
          onSelect={controller.select}
          mediumShown={controller.mediumShown}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md" component="aside" aria-label="Review">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h4">
          Review
        </Title>
        <ExportMenu />
      </Group>
      {approval}
      <Divider />
      {body}
    </Stack>
  );
}
