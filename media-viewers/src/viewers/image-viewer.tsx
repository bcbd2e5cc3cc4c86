import { Image } from '@mantine/core';
import type { ViewerProps } from '../media-viewer';
import { ReviewImage } from './review-image';

/** One image shown whole (an embed of a single file); under review, zoomable with its pins. */
export default function ImageViewer({ media, review }: ViewerProps) {
  if (review) return <ReviewImage media={media} review={review} />;
  return <Image src={media.file.fileUri} alt={media.title} fit="contain" mah="75vh" radius="md" />;
}
