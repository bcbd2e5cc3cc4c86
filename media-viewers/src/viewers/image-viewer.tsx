import { Image } from '@mantine/core';
import { pictureCandidates, srcSetOf } from '@portal/shared';
import type { ViewerProps } from '../media-viewer';
import { ReviewImage } from './review-image';

/**
 * One image shown whole (an embed of a single file), from its previews when it has them (never
 * wider than the window); under review, zoomable with its pins.
 */
export default function ImageViewer({ media, review, originals = true }: ViewerProps) {
  if (review) return <ReviewImage media={media} review={review} originals={originals} />;
  const srcSet = srcSetOf(pictureCandidates(media));
  return (
    <Image
      src={srcSet ? media.thumbnailUrl : media.file.fileUri}
      srcSet={srcSet}
      sizes="100vw"
      alt={media.title}
      fit="contain"
      mah="75vh"
      radius="md"
    />
  );
}
