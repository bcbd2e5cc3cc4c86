import { Box, Image, Stack, Text } from '@mantine/core';
import { pictureAt } from '@portal/shared';
import type { ViewerProps } from '../media-viewer';
import { ReviewOverlay } from '../review/overlay/review-overlay';

/** Said when a PDF whose original may not leave has no preview picture (yet, or at all). */
export const PDF_NO_PREVIEW = 'This PDF has no preview to show through this link.';
/** Said under a many-page PDF shown from its preview: only its first page is drawn as one. */
export const PDF_FIRST_PAGE_ONLY = (pages: number) =>
  `Page 1 of ${pages}: this link shows the first page only.`;

/** The widest the first page's preview is asked for (the server sends the narrowest as wide). */
const PREVIEW_WIDTH = 1920;

/**
 * A PDF whose original may not leave (a share link that allows no originals): its first page as
 * the server's preview picture, never the file, so the document offers no bytes to keep. Under
 * review, that page's pins and drawings are over it.
 */
export function PdfPreview({ media, review }: Pick<ViewerProps, 'media' | 'review'>) {
  if (!media.thumbnailUrl) return <Text size="sm">{PDF_NO_PREVIEW}</Text>;
  const pages = media.preview?.pages ?? 1;
  return (
    <Stack gap="xs">
      <Box
        style={{ overflow: 'auto', maxHeight: '70vh', background: 'var(--mantine-color-gray-2)' }}
      >
        <Box pos="relative" w="fit-content" mx="auto">
          <Image
            src={pictureAt(media.thumbnailUrl, PREVIEW_WIDTH)}
            alt={`${media.title}, page 1`}
          />
          {review && <ReviewOverlay review={review} page={1} />}
        </Box>
      </Box>
      {pages > 1 && (
        <Text size="sm" c="dimmed">
          {PDF_FIRST_PAGE_ONLY(pages)}
        </Text>
      )}
    </Stack>
  );
}
