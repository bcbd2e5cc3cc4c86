import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatBytes, type CommentAttachment } from '@portal/shared';
import { useReviewTransport } from './api/review-transport';
import { AttachmentIcon } from './attachment-icon';

/** Said under a comment's files when the review link lets its guest download nothing. */
export const ATTACHMENTS_NOT_DOWNLOADABLE = 'This link does not let you open attached files.';

const bare = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A file as a row: its type, name and size, and its download when the caller may fetch it. */
function FileRow({ file, downloads }: { file: CommentAttachment; downloads: boolean }) {
  return (
    <Group component="li" gap="xs" wrap="nowrap">
      <AttachmentIcon contentType={file.contentType} />
      <Text size="sm" truncate style={{ minWidth: 0 }}>
        {file.fileName}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatBytes(file.size)}
      </Text>
      {downloads && (
        <Anchor
          href={file.url}
          download={file.fileName}
          aria-label={`Download ${file.fileName}`}
          title={`Download ${file.fileName}`}
          c="dimmed"
          style={{ display: 'inline-flex' }}
        >
          <IconDownload size={16} aria-hidden />
        </Anchor>
      )}
    </Group>
  );
}

/**
 * A comment's files: pictures (png, jpeg, webp, gif) as thumbnails fetched inline, each a link
 * that opens it; every other file as a row with its download. A review link's guest who may
 * download nothing is refused them all (pictures too), so sees only their names and sizes.
 */
export function CommentAttachments({ files }: { files: readonly CommentAttachment[] }) {
  const { downloads } = useReviewTransport();
  if (files.length === 0) return null;
  const pictures = downloads ? files.filter((file) => file.isPicture) : [];
  const others = downloads ? files.filter((file) => !file.isPicture) : files;
  return (
    <Stack gap={4} mt={4}>
      {pictures.length > 0 && (
        <Group component="ul" aria-label="Attached pictures" gap="xs" style={bare}>
          {pictures.map((file) => (
            <li key={file.id}>
              <Anchor
                href={`${file.url}?inline=1`}
                target="_blank"
                rel="noopener"
                title={`${file.fileName} (${formatBytes(file.size)})`}
                style={{ display: 'block' }}
              >
                <img
                  src={`${file.url}?inline=1`}
                  alt={file.fileName}
                  loading="lazy"
                  width={96}
                  height={72}
                  style={{
                    objectFit: 'cover',
                    borderRadius: 4,
                    border: '1px solid var(--mantine-color-default-border)',
                    display: 'block',
                  }}
                />
              </Anchor>
            </li>
          ))}
        </Group>
      )}
      {others.length > 0 && (
        <Stack component="ul" aria-label="Attached files" gap={2} style={bare}>
          {others.map((file) => (
            <FileRow key={file.id} file={file} downloads={downloads} />
          ))}
        </Stack>
      )}
      {!downloads && (
        <Text size="xs" c="dimmed">
          {ATTACHMENTS_NOT_DOWNLOADABLE}
        </Text>
      )}
    </Stack>
  );
}
