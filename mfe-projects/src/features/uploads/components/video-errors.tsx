import { Alert, List, Text } from '@mantine/core';
import { VIDEO_FORM_ERROR_KEYS, VIDEO_RULES, type VideoFormErrors } from '@portal/shared';

const HEADINGS = {
  resolution: 'Resolution',
  bitrate: 'Bitrate',
  framerate: 'Framerate',
} as const;

/**
 * The video form errors (`invalidResolution`, `invalidBitrate`, `invalidFramerate`), each listing
 * its failing files with why: shown beside the file list before anything is uploaded.
 */
export function VideoErrors({ errors }: { errors: VideoFormErrors }) {
  return (
    <Alert color="red" title="Some videos do not meet the project's requirements" role="alert">
      <Text size="sm" mb="xs">
        Remove them, or export them again to the requirements, before uploading.
      </Text>
      {VIDEO_RULES.map((rule) => {
        const failing = errors[VIDEO_FORM_ERROR_KEYS[rule]];
        if (!failing) return null;
        return (
          <div key={rule} data-error={VIDEO_FORM_ERROR_KEYS[rule]}>
            <Text size="sm" fw={600}>
              {HEADINGS[rule]}
            </Text>
            <List size="sm" mb="xs">
              {failing.map(({ fileName, message }) => (
                <List.Item key={fileName}>
                  {fileName}: {message}
                </List.Item>
              ))}
            </List>
          </div>
        );
      })}
    </Alert>
  );
}
