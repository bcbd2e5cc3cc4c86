import { Anchor } from '@mantine/core';
import { withQuery, type Media, type ShareDownloads } from '@portal/shared';

/** Whether a medium has a preview to download (a picture or a video copy made on the server). */
const hasPreview = (media: Media) => media.preview?.status === 'ready';

/**
 * A shared medium's download as the link allows: the original, or its preview (the API sends
 * the preview for the same address); nothing for a linked item or one with no preview yet.
 */
export function downloadAction(downloads: ShareDownloads) {
  if (downloads === 'none') return undefined;
  const previews = downloads === 'previews';
  return function DownloadLink(media: Media) {
    if (media.linked || (previews && !hasPreview(media))) return null;
    return (
      <Anchor
        href={withQuery(media.file.fileUri, 'download', 1)}
        size="xs"
        aria-label={`${previews ? 'Download a preview of' : 'Download'} ${media.file.fileName}`}
      >
        {previews ? 'Download preview' : 'Download'}
      </Anchor>
    );
  };
}
