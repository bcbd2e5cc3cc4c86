import { ActionIcon, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { formatBytes } from '@portal/shared';
import { AttachmentIcon } from './attachment-icon';
import type { CommentFiles, PickedFile } from './use-attachments';

function PickedRow({ item, onRemove }: { item: PickedFile; onRemove: () => void }) {
  const { file } = item;
  return (
    <Stack gap={2} component="li" aria-label={file.name}>
      <Group gap="xs" wrap="nowrap">
        <AttachmentIcon contentType={file.type} />
        <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
          {file.name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatBytes(file.size)}
        </Text>
        {item.status === 'done' && (
          <Text size="xs" c="teal.9">
            Uploaded
          </Text>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Remove ${file.name}`}
          onClick={onRemove}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
      </Group>
      {item.status === 'uploading' && (
        <Progress size="sm" value={item.percent} aria-label={`Uploading ${file.name}`} />
      )}
      {item.error && (
        <Text size="xs" c="red.8">
          {item.error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * "Attach files" (a picker of several) and a row per picked file: its type, name, size, upload
 * progress or failure, and Remove; what was refused before sending, in the contract's words.
 * Nothing for a caller who may not attach.
 */
export function AttachmentPicker({ files }: { files: CommentFiles }) {
  const input = useRef<HTMLInputElement>(null);
  if (!files.enabled) return null;
  return (
    <Stack gap={4}>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Files to attach"
        onChange={(event) => {
          files.add([...(event.currentTarget.files ?? [])]);
          // The same file may be picked again after it is removed.
          event.currentTarget.value = '';
        }}
      />
      <Button
        variant="subtle"
        size="compact-xs"
        leftSection={<IconPaperclip size={14} aria-hidden />}
        onClick={() => input.current?.click()}
        style={{ alignSelf: 'flex-start' }}
      >
        Attach files
      </Button>
      {files.refusals.length > 0 && (
        <Stack gap={0} role="alert">
          {files.refusals.map((message) => (
            <Text key={message} size="xs" c="red.8">
              {message}
            </Text>
          ))}
        </Stack>
      )}
      {files.files.length > 0 && (
        <Stack
          gap={6}
          component="ul"
          aria-label="Attached files"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {files.files.map((item) => (
            <PickedRow key={item.key} item={item} onRemove={() => files.remove(item.key)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The Post button's note while it waits for the files (its id describes the button). */
export function PostNote({ id, note }: { id: string; note: string | null }) {
  if (!note) return null;
  return (
    <Text id={id} size="xs" c="dimmed">
      {note}
    </Text>
  );
}
