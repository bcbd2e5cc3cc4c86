import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { MediaGallery, MediaViewer } from '@portal/media-viewers';
import { formatDate, isApiError, LoadError, POST_NOT_AVAILABLE_MESSAGE } from '@portal/shared';
import { useEmbeddedPost } from '../api/get-embedded-post';

/** Props of EmbeddedPostView. */
interface EmbeddedPostViewProps {
  projectId?: string;
  postId?: string;
  /** A media id to show large, first. */
  fileId?: string;
}

/** A post with its media, compact enough for an iframe from 320 px wide. */
export function EmbeddedPostView({ projectId, postId, fileId }: EmbeddedPostViewProps) {
  const { data, error, isPending, refetch } = useEmbeddedPost(projectId, postId);
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the post" />
      </Center>
    );
  }
  if (error) {
    if (isApiError(error, 404) || isApiError(error, 400)) {
      return (
        <Alert color="gray" title={POST_NOT_AVAILABLE_MESSAGE}>
          The link may be old, or the post may be private.
        </Alert>
      );
    }
    return <LoadError title="The post could not be loaded." onRetry={() => void refetch()} />;
  }
  const featured = data.post.media.find((item) => String(item.id) === fileId);
  const rest = data.post.media.filter((item) => item !== featured);
  return (
    <Stack gap="sm" maw={1100} mx="auto">
      <Text size="sm" c="dimmed">
        {data.project.clientName} · {data.project.name}
      </Text>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {data.post.title}
      </Title>
      <Text size="sm" c="dimmed">
        {formatDate(data.post.publishedDate ?? data.post.createdDate)}
      </Text>
      <Text>{data.post.summary}</Text>
      {featured && <MediaViewer media={featured} />}
      <MediaGallery items={rest} />
    </Stack>
  );
}
