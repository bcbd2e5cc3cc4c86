import { ActionIcon, Badge, Group, Progress, Select, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconPlayerPause,
  IconPlayerPlay,
  IconRotateClockwise,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { formatBytes, formatDuration, mediaContentType, type MediaType } from '@portal/shared';
import type { QueuedFile } from '../hooks/use-upload-queue';

const STATUS_LABELS: Record<QueuedFile['status'], string> = {
  checking: 'Checking…',
  ready: 'Ready',
  invalid: 'Cannot be uploaded',
  uploading: 'Uploading',
  paused: 'Paused',
  done: 'Added to the post',
  failed: 'Failed',
};
const STATUS_COLOURS: Partial<Record<QueuedFile['status'], string>> = {
  invalid: 'red',
  failed: 'red',
  done: 'green',
};

const icon = { size: 16, 'aria-hidden': true } as const;

/** Speed and time left, once there is a speed to tell (never 'NaN h'). */
function speedText({ progress, rate }: QueuedFile) {
  if (!progress || !rate || rate <= 0) return null;
  const left = (progress.totalBytes - progress.sentBytes) / rate;
  return `${formatBytes(rate)}/s · ${formatDuration(left)} left`;
}

/** One picked file: its type, where it is, its progress and what can be done with it. */
export function UploadRow({
  item,
  onType,
  onRemove,
  onPause,
  onResume,
  onCancel,
  doneLabel = STATUS_LABELS.done,
}: {
  /** What a finished file's badge says ('Added to the post'). */
  doneLabel?: string;
  item: QueuedFile;
  onType: (type: MediaType) => void;
  onRemove: () => void;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  const { file, status } = item;
  const { types } = item;
  // A file with no analysis fails every rule for one reason: say it once.
  // Added, its previews may still be refused: say why, as its card does.
  const refused = item.added?.preview?.status === 'failed' ? item.added.preview.reason : null;
  const messages = [...new Set([item.error, ...Object.values(item.failures), refused])].filter(
    Boolean,
  );
  const speed = status === 'uploading' ? speedText(item) : null;
  const done = status === 'done';
  // A finished file keeps a full bar: its last report before the row turned done may not have
  // been drawn (the 100 % and the done state arrive in one render), so done is 100 %.
  const percent = done ? 100 : Math.round(item.progress?.percent ?? 0);
  return (
    <Stack gap={6} component="li" aria-label={file.name} py="xs">
      {/* On a phone the badges and buttons go under a name they would squeeze (walk D19). */}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0} miw={0} flex="1 1 10rem">
          <Text fw={600} size="sm" truncate>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatBytes(file.size)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap" ml="auto">
          {types.length > 1 && (status === 'ready' || status === 'checking') ? (
            <Select
              size="xs"
              w={170}
              aria-label={`Content type of ${file.name}`}
              data={types.map((type) => ({
                value: type,
                label: mediaContentType(type).description,
              }))}
              value={item.mediaType}
              allowDeselect={false}
              onChange={(value) => value && onType(value as MediaType)}
            />
          ) : (
            item.mediaType && (
              <Badge variant="default">{mediaContentType(item.mediaType).description}</Badge>
            )
          )}
          <Badge variant="light" color={STATUS_COLOURS[status] ?? 'gray'}>
            {done ? doneLabel : STATUS_LABELS[status]}
          </Badge>
          {status === 'uploading' && (
            <Tooltip label="Pause">
              <ActionIcon variant="default" aria-label={`Pause ${file.name}`} onClick={onPause}>
                <IconPlayerPause {...icon} />
              </ActionIcon>
            </Tooltip>
          )}
          {(status === 'paused' || status === 'failed') && (
            <Tooltip label={status === 'paused' ? 'Resume' : 'Try again'}>
              <ActionIcon
                variant="default"
                aria-label={`${status === 'paused' ? 'Resume' : 'Try again'} ${file.name}`}
                onClick={onResume}
              >
                {status === 'paused' ? (
                  <IconPlayerPlay {...icon} />
                ) : (
                  <IconRotateClockwise {...icon} />
                )}
              </ActionIcon>
            </Tooltip>
          )}
          {(status === 'uploading' || status === 'paused' || status === 'failed') && (
            <Tooltip label="Cancel">
              <ActionIcon variant="default" aria-label={`Cancel ${file.name}`} onClick={onCancel}>
                <IconX {...icon} />
              </ActionIcon>
            </Tooltip>
          )}
          {(status === 'ready' || status === 'invalid' || status === 'checking') && (
            <Tooltip label="Remove">
              <ActionIcon variant="default" aria-label={`Remove ${file.name}`} onClick={onRemove}>
                <IconTrash {...icon} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      {(item.progress || done) && (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={percent}
            color={done ? 'green' : undefined}
            flex={1}
            animated={status === 'uploading'}
            // Its bar (role progressbar) says the percentage itself (walk D19).
            aria-label={`Upload of ${file.name}`}
          />
          <Text size="xs" w={40} ta="right">
            {percent}%
          </Text>
        </Group>
      )}
      {speed && (
        <Text size="xs" c="dimmed">
          {speed}
        </Text>
      )}
      {messages.map((message) => (
        <Text key={message} size="xs" c="red.8">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
