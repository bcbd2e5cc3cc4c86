import { Center, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  MediaGallery,
  ReviewTransportProvider,
  shareReviewTransport,
  type MediaReviewOptions,
} from '@portal/media-viewers';
import {
  formatDate,
  formatDateTime,
  isApiError,
  LinkStopped,
  LoadError,
  SHARED_LINK_INVALID_MESSAGE,
  useMediaInUrl,
  useNoIndex,
  type SharedContent,
} from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';
import { useSharedContent } from '../api/shared-content';
import { downloadAction } from './download-action';
import { GuestForm } from './guest-form';
import { PasswordForm } from './password-form';

/**
 * /share/:token: what a link opens (a post, or a project's published posts) with the portal's
 * viewers; its password first when it has one; what a stopped link is (unknown, revoked,
 * expired) and nothing else when it does not open.
 */
export function SharedLink({ token }: { token: string }) {
  useNoIndex();
  const share = useSharedContent(token);
  if (token === '' || isApiError(share.error, 404) || isApiError(share.error, 400)) {
    return <LinkStopped message={SHARED_LINK_INVALID_MESSAGE} />;
  }
  if (isApiError(share.error, 410)) return <LinkStopped message={share.error.message} />;
  if (isApiError(share.error, 401)) return <PasswordForm token={token} />;
  if (share.error) {
    return (
      <LoadError
        title="The shared content could not be loaded."
        onRetry={() => void share.refetch()}
      />
    );
  }
  if (share.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Opening the shared link" />
      </Center>
    );
  }
  return <SharedPosts token={token} content={share.data} />;
}

/**
 * The shared posts. A review link's media open with the review panel, where its guests comment
 * and decide once they said who they are (asked for in the panel).
 */
function SharedPosts({ token, content }: { token: string; content: SharedContent }) {
  const { project, posts, downloads, expiresDate, guest } = content;
  const queryClient = useQueryClient();
  const media = useMediaInUrl();
  const { allowComments: comments, allowDecisions: decisions } = content;
  const reviewing = comments || decisions;
  const transport = useMemo(() => {
    const gate = guest ? (
      <Text size="sm" c="dimmed">
        Reviewing as {guest.name} ({guest.email}).
      </Text>
    ) : (
      <GuestForm token={token} allows={{ comments, decisions }} />
    );
    // A link turned off while the page is open: the link is read again, and its 410 says so.
    const gone = () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.sharedLink(token) });
    return shareReviewTransport(token, gate, gone, downloads !== 'none');
  }, [token, guest, comments, decisions, queryClient, downloads]);
  const review: MediaReviewOptions | undefined = reviewing
    ? {
        commentId: media.commentId,
        onCommentChange: media.setCommentId,
        // The tiles' review state comes with the link's content.
        onReviewChange: () =>
          void queryClient.invalidateQueries({ queryKey: queryKeys.sharedLink(token) }),
      }
    : undefined;
  const actions = downloadAction(downloads);
  return (
    <ReviewTransportProvider value={transport}>
      <Stack gap="lg" maw={1100} mx="auto">
        <div>
          <Text size="sm" c="dimmed">
            Shared with you · {project.clientName}
          </Text>
          <Title order={1}>{project.name}</Title>
          {expiresDate && (
            <Text size="sm" c="dimmed">
              This link works until {formatDateTime(expiresDate)}.
            </Text>
          )}
          {reviewing && (
            <Text size="sm">
              Open an item to {comments ? 'comment on it' : 'review it'}
              {decisions ? ', approve it or request changes' : ''}.
            </Text>
          )}
        </div>
        {posts.length === 0 && <Text c="dimmed">Nothing has been published here yet.</Text>}
        {posts.map((post, index) => (
          <Stack key={post.id} gap="xs" component="article" aria-labelledby={`post-${post.id}`}>
            {index > 0 && <Divider />}
            <Title order={2} fz="lg" id={`post-${post.id}`}>
              {post.title}
            </Title>
            <Text size="sm" c="dimmed">
              {formatDate(post.publishedDate ?? post.createdDate)}
            </Text>
            {post.summary && <Text>{post.summary}</Text>}
            <MediaGallery
              items={post.media}
              openId={reviewing ? media.openId : undefined}
              onOpenChange={reviewing ? media.setOpenId : undefined}
              itemActions={actions}
              review={review}
              originals={downloads === 'originals'}
            />
          </Stack>
        ))}
      </Stack>
    </ReviewTransportProvider>
  );
}
