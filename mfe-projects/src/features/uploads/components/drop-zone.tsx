import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { ACCEPTED_EXTENSIONS } from '../lib/media-type-of';
import classes from './drop-zone.module.css';

/** What the zone says of the files it takes, unless told otherwise. */
const FILES_HINT =
  "Videos and 360° videos, images and panoramas, PDFs, zips and CZML scenes. Videos are checked against the project's requirements before anything is sent.";

/**
 * Where files are dropped or chosen (several at once, or with `single` one). The button opens
 * the file picker, so the keyboard and screen readers have the same way in as a mouse dragging
 * files.
 */
export function DropZone({
  onFiles,
  single = false,
  hint = FILES_HINT,
  accept = ACCEPTED_EXTENSIONS,
}: {
  onFiles: (files: File[]) => void;
  single?: boolean;
  hint?: string;
  /** The extensions the file picker offers. */
  accept?: readonly string[];
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files].slice(0, single ? 1 : undefined);
    if (files.length) onFiles(files);
  };
  return (
    <Stack
      className={classes.zone}
      data-over={over || undefined}
      align="center"
      gap="xs"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <IconUpload size={32} aria-hidden />
      <Text fw={600}>{single ? 'Drag a file here' : 'Drag files here'}</Text>
      <Text size="sm" c="dimmed" id={hintId}>
        {hint}
      </Text>
      <Group>
        <Button variant="default" onClick={() => input.current?.click()} aria-describedby={hintId}>
          {single ? 'Choose a file' : 'Choose files'}
        </Button>
      </Group>
      <input
        ref={input}
        type="file"
        multiple={!single}
        hidden
        accept={accept.join(',')}
        aria-label={single ? 'File to upload' : 'Files to upload'}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </Stack>
  );
}
