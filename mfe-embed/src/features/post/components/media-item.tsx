import { Anchor, Card, Image, Text } from '@mantine/core';
import { mediaContentType } from '@portal/shared';
import type { EmbeddedMedia } from '../api/get-embedded-post';

const SHOWN_AS_IMAGE = new Set(['Image', 'Panorama']);

/** One media item: pictures inline, other types as a labelled link to the file. */
export function MediaItem({ media, large = false }: { media: EmbeddedMedia; large?: boolean }) {
  if (SHOWN_AS_IMAGE.has(media.mediaType)) {
    return (
      <Image
        src={media.url}
        alt={media.title}
        radius="md"
        h={large ? 'auto' : 180}
        fit={large ? 'contain' : 'cover'}
      />
    );
  }
  return (
    <Card withBorder padding="md" radius="md" h={large ? undefined : 180}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {mediaContentType(media.mediaType).description}
      </Text>
      <Text fw={500} mt={4}>
        {media.title}
      </Text>
      <Anchor href={media.url} target="_blank" rel="noopener" size="sm" mt="sm">
        Open {media.title}
      </Anchor>
    </Card>
  );
}
