import { Anchor, Card, Image, Text } from '@mantine/core';
import { projectEndpoints, type Media } from '@portal/contract';
import { endpointUrl } from '../api/api-client';
import { mediaContentType } from '../enums/media-content-types';

/** Props of MediaTile. */
export interface MediaTileProps {
  media: Pick<Media, 'id' | 'mediaType' | 'title'>;
  /** Shown large (the featured file of an embed): full width, the whole picture. */
  large?: boolean;
}

/**
 * One media item of a post: a picture inline when its type is shown inline (the media types
 * table says which), otherwise a card naming the type with a link that opens the file.
 */
export function MediaTile({ media, large = false }: MediaTileProps) {
  const url = endpointUrl(projectEndpoints.mediaFile, { params: { id: media.id } });
  const type = mediaContentType(media.mediaType);
  if (type.shownInline) {
    return (
      <Image
        src={url}
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
        {type.description}
      </Text>
      <Text fw={500} mt={4}>
        {media.title}
      </Text>
      <Anchor href={url} target="_blank" rel="noopener" size="sm" mt="sm">
        Open {media.title}
      </Anchor>
    </Card>
  );
}
