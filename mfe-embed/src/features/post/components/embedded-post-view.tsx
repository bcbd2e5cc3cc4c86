import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { MediaGallery, MediaViewer } from '@portal/media-viewers';
import { formatDate, isApiError, LoadError, POST_NOT_AVAILABLE_MESSAGE } from '@portal/shared';
import { useEmbeddedPost } from '../api/get-embedded-post';

/** Props of EmbeddedPostView. */
interface EmbeddedPostViewProps {
  projectId?: string;
  postId?: string;
  /** A media id: the embed shows that one file. */
  fileId?: string;
}

/** The message of a file embed whose file is not (or no longer) in the post. */
export const FILE_NOT_AVAILABLE_MESSAGE = 'This file is not available.';

/**
 * A post with its media, or one file of it, compact enough for an iframe from 320 px wide.
 */
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
  const header = (
    <>
      <Text size="sm" c="dimmed">
        {data.project.clientName} · {data.project.name}
      </Text>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {data.post.title}
      </Title>
    </>
  );
  // A file's embed shows that one file, under its post's title.
  if (fileId !== undefined) {
    const file = data.post.media.find((item) => String(item.id) === fileId);
    return (
      <Stack gap="sm" maw={1100} mx="auto">
        {header}
        {file ? (
          <MediaViewer media={file} />
        ) : (
          <Alert color="gray" title={FILE_NOT_AVAILABLE_MESSAGE}>
            It may have been removed from the post.
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" maw={1100} mx="auto">
      {header}
      <Text size="sm" c="dimmed">
        {formatDate(data.post.publishedDate ?? data.post.createdDate)}
      </Text>
      <Text>{data.post.summary}</Text>
      <MediaGallery items={data.post.media} />
    </Stack>
  );
}
