import type { Media, MediaPreview } from '@portal/shared';

/** A media item as the API sends it, stored here unless said otherwise. */
export function mediaOf(
  overrides: Partial<Media> & Pick<Media, 'id' | 'mediaType' | 'title'>,
): Media {
  const fileUri = overrides.file?.fileUri ?? `/api/media/${overrides.id}/file`;
  return {
    description: '',
    file: { fileName: `${overrides.title}.bin`, fileUri },
    url: fileUri,
    thumbnailUrl: `/api/media/${overrides.id}/thumbnail`,
    contentType: '',
    size: 1000,
    variant: null,
    linked: false,
    version: 1,
    ...overrides,
  };
}

/** Previews an 8K render's: ready at three widths, unless said otherwise. */
export const previewOf = (overrides: Partial<MediaPreview> = {}): MediaPreview => ({
  status: 'ready',
  progress: null,
  reason: null,
  widths: [480, 960, 1920],
  copies: [],
  pages: null,
  width: 7680,
  height: 4320,
  ...overrides,
});
