import { Alert, Anchor, Center, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { MediaGallery } from '@portal/media-viewers';
import {
  formatDate,
  formatDateTime,
  isApiError,
  LoadError,
  SHARED_LINK_INVALID_MESSAGE,
  withQuery,
  type Media,
} from '@portal/shared';
import { useSharedContent } from '../api/shared-content';
import { PasswordForm } from './password-form';
import { useNoIndex } from './use-no-index';

/** A shared medium's download, when the link allows it. */
const downloadLink = (media: Media) =>
  media.linked ? null : (
    <Anchor
      href={withQuery(media.file.fileUri, 'download', 1)}
      size="xs"
      aria-label={`Download ${media.file.fileName}`}
    >
      Download
    </Anchor>
  );

/**
 * /share/:token: what a link opens (a post, or a project's published posts) with the portal's
 * viewers; its password first when it has one; one message for an unknown, expired or revoked
 * link.
 */
export function SharedLink({ token }: { token: string }) {
  useNoIndex();
  const share = useSharedContent(token);
  if (token === '' || isApiError(share.error, 404) || isApiError(share.error, 400)) {
    return (
      <Center py={64} px="md">
        <Stack align="center" ta="center">
          <Title order={1}>{SHARED_LINK_INVALID_MESSAGE}</Title>
          <Alert color="gray">Ask the person who shared it for a new link.</Alert>
          <Anchor href="/">Go to the portal</Anchor>
        </Stack>
      </Center>
    );
  }
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
  const { project, posts, allowDownload, expiresDate } = share.data;
  return (
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
          <MediaGallery items={post.media} itemActions={allowDownload ? downloadLink : undefined} />
        </Stack>
      ))}
    </Stack>
  );
}
