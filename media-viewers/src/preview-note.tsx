import { Text } from '@mantine/core';
import {
  formatPercent,
  PREVIEW_NOT_AVAILABLE_MESSAGE,
  PREVIEW_PREPARING_MESSAGE,
  previewPending,
  type Media,
} from '@portal/shared';

/**
 * Under a medium's viewer, while its previews are being made or once they failed: what is shown
 * meanwhile is the original as it was uploaded (a video that is not a web copy may not play).
 */
export function PreviewNote({ media }: { media: Media }) {
  const preview = media.preview;
  if (previewPending(media)) {
    const progress = preview?.status === 'working' ? preview.progress : null;
    return (
      <Text size="sm" c="dimmed">
        {PREVIEW_PREPARING_MESSAGE}
        {progress !== null && ` ${formatPercent(progress)}`} The original is shown meanwhile.
      </Text>
    );
  }
  if (preview?.status !== 'failed') return null;
  return (
    <Text size="sm" c="dimmed">
      {`${PREVIEW_NOT_AVAILABLE_MESSAGE}: ${preview.reason ?? 'it could not be made.'}`}
    </Text>
  );
}
