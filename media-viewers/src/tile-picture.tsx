import { Box, Image, Loader, Stack, Text } from '@mantine/core';
import {
  formatPercent,
  pictureCandidates,
  PREVIEW_NOT_AVAILABLE_MESSAGE,
  PREVIEW_PREPARING_MESSAGE,
  previewPending,
  srcSetOf,
  type Media,
} from '@portal/shared';
import { MediaTypeIcon } from './media-type-icon';
import classes from './media-card.module.css';

/** Whether a tile shows a note on its previews (being made, or failed) in place of a picture. */
export const hasPreviewNote = (media: Media) =>
  previewPending(media) || media.preview?.status === 'failed';

/**
 * A medium's picture on its tile: the narrowest of its previews that fills `sizes` (the width the
 * tile is shown at), or while they are being made, "Preparing preview…" (with how far a long job
 * has got), or why they could not be. A type with no picture shows its icon. `stateId` names the
 * state's text, for the tile's button to be described by it.
 */
export function TilePicture({
  media,
  sizes,
  stateId,
}: {
  media: Media;
  sizes: string;
  stateId: string;
}) {
  const preview = media.preview;
  if (hasPreviewNote(media)) {
    const failed = preview?.status === 'failed';
    const progress = preview?.status === 'working' ? preview.progress : null;
    return (
      <Stack className={classes.placeholder} gap={6} p="sm">
        {failed ? (
          <MediaTypeIcon type={media.mediaType} size={36} />
        ) : (
          <Loader size="sm" aria-hidden />
        )}
        <Box id={stateId} ta="center">
          <Text size="sm" fw={500}>
            {failed ? PREVIEW_NOT_AVAILABLE_MESSAGE : PREVIEW_PREPARING_MESSAGE}
            {progress !== null && ` ${formatPercent(progress)}`}
          </Text>
          {failed && preview?.reason && (
            <Text size="xs" lineClamp={2}>
              {preview.reason}
            </Text>
          )}
        </Box>
      </Stack>
    );
  }
  if (!media.thumbnailUrl) {
    return (
      <Box className={classes.placeholder}>
        <MediaTypeIcon type={media.mediaType} size={48} />
      </Box>
    );
  }
  return (
    <Image
      src={media.thumbnailUrl}
      srcSet={srcSetOf(pictureCandidates(media))}
      sizes={sizes}
      alt=""
      loading="lazy"
      h="100%"
      fit="cover"
    />
  );
}
