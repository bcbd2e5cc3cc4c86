import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { mediaContentType, type Media, type MediaType } from '@portal/shared';
import { MediaViewer } from './media-viewer';

/** Types whose file a visitor may want to keep. */
const DOWNLOADABLE: readonly MediaType[] = ['Video', 'Pdf', 'Zip', 'Panorama', 'PanoramaVideo'];

/** One media item's viewer in a dialog, with its description, download and the way through. */
export function MediaModal({
  items,
  media,
  onSelect,
  onClose,
}: {
  items: Media[];
  media: Media;
  onSelect: (id: number) => void;
  onClose: () => void;
}) {
  const small = useMediaQuery('(max-width: 48em)');
  const index = items.indexOf(media);
  const previous = items[index - 1];
  const next = items[index + 1];
  return (
    <Modal
      opened
      onClose={onClose}
      title={media.title}
      size="90vw"
      fullScreen={small}
      centered
      closeButtonProps={{ 'aria-label': 'Close the viewer' }}
    >
      <Stack gap="sm">
        <MediaViewer key={media.id} media={media} autoPlay />
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {mediaContentType(media.mediaType).description}
        </Text>
        {media.description && <Text size="sm">{media.description}</Text>}
        <Group justify="space-between">
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={!previous}
              onClick={() => previous && onSelect(previous.id)}
            >
              Previous
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={!next}
              onClick={() => next && onSelect(next.id)}
            >
              Next
            </Button>
          </Group>
          {DOWNLOADABLE.includes(media.mediaType) && (
            <Anchor href={media.file.fileUri} download={media.file.fileName} size="sm">
              Download {media.file.fileName}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
