import { Image } from '@mantine/core';
import type { ViewerProps } from '../media-viewer';

/** One image shown whole (an embed of a single file). */
export default function ImageViewer({ media }: ViewerProps) {
  return <Image src={media.file.fileUri} alt={media.title} fit="contain" mah="75vh" radius="md" />;
}
