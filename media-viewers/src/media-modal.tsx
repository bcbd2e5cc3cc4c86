import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { mediaContentType, type Media, type MediaType } from '@portal/shared';
import { PreviewNote } from './preview-note';
import { MediaViewer } from './media-viewer';
import type { ReviewBinding } from './review/review-binding';
import { NestedDialogScope } from './review/nested-dialogs';
import type { MediaReviewOptions } from './review/review-options';
import { ReviewWorkspace } from './review/review-workspace';

/** Types whose file a visitor may want to keep. */
const DOWNLOADABLE: readonly MediaType[] = ['Video', 'Pdf', 'Zip', 'Panorama', 'PanoramaVideo'];

/**
 * One media item's viewer in a dialog, with its description, download and the way through.
 * With `review` (project pages), the review panel sits beside the viewer (below it on narrow
 * screens); without it, there is no trace of review (embeds, shares).
 */
export function MediaModal({
  items,
  media,
  onSelect,
  onClose,
  review,
}: {
  items: Media[];
  media: Media;
  onSelect: (id: number) => void;
  onClose: () => void;
  review?: MediaReviewOptions;
}) {
  const small = useMediaQuery('(max-width: 48em)');
  const index = items.indexOf(media);
  const previous = items[index - 1];
  const next = items[index + 1];
  const details = (binding?: ReviewBinding) => (
    <Stack gap="sm">
      <MediaViewer key={media.id} media={media} autoPlay review={binding} />
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {mediaContentType(media.mediaType).description}
      </Text>
      {media.description && <Text size="sm">{media.description}</Text>}
      <PreviewNote media={media} />
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
  );
  return (
    <NestedDialogScope
      render={(nested) => (
        <Modal
          opened
          onClose={onClose}
          title={media.title}
          size={review ? '96vw' : '90vw'}
          fullScreen={small}
          centered
          // A dialog of the review panel is open over this one: Escape closes only that.
          closeOnEscape={!nested}
          closeButtonProps={{ 'aria-label': 'Close the viewer' }}
        >
          {review ? (
            // Keyed by medium: Previous/Next starts a fresh panel (filter, draft, viewer target).
            <ReviewWorkspace key={media.id} media={media} review={review} renderViewer={details} />
          ) : (
            details()
          )}
        </Modal>
      )}
    />
  );
}
