import { IconFile, IconFileTypePdf, IconFileZip, IconMovie, IconPhoto } from '@tabler/icons-react';

/** A file's type as a decorative icon (a picture, a PDF, a video, an archive, anything else). */
export function AttachmentIcon({ contentType, size = 16 }: { contentType: string; size?: number }) {
  const Icon = contentType.startsWith('image/')
    ? IconPhoto
    : contentType === 'application/pdf'
      ? IconFileTypePdf
      : contentType.startsWith('video/')
        ? IconMovie
        : contentType.includes('zip')
          ? IconFileZip
          : IconFile;
  return <Icon size={size} aria-hidden />;
}
