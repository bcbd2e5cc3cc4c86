import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Media } from '@portal/shared';
import MediaCompare from '../compare/media-compare';
import { ViewerBoundary } from '../viewer-boundary';
import { compareChoices, firstPair } from './compare-choices';

/**
 * The dialog's comparison: two choices (versions of the medium, or another medium of the post),
 * by default the version before and the latest, and the comparison of them.
 */
export function CompareView({
  media,
  items,
  onClose,
}: {
  media: Media;
  items: readonly Media[];
  onClose: () => void;
}) {
  const choices = compareChoices(media, items);
  const first = firstPair(choices);
  const [keys, setKeys] = useState(first);
  const [attempt, setAttempt] = useState(0);
  if (!keys) return null;
  const left = choices.find((choice) => choice.key === keys[0]) ?? choices[1]!;
  const right = choices.find((choice) => choice.key === keys[1]) ?? choices[0]!;
  const data = choices.map((choice) => ({ value: choice.key, label: choice.label }));
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Left"
          size="xs"
          data={data}
          value={left.key}
          onChange={(event) => setKeys([event.currentTarget.value, right.key])}
        />
        <NativeSelect
          label="Right"
          size="xs"
          data={data}
          value={right.key}
          onChange={(event) => setKeys([left.key, event.currentTarget.value])}
        />
        <Button size="xs" variant="default" onClick={onClose}>
          Back to the viewer
        </Button>
      </Group>
      <ViewerBoundary key={attempt} media={media} onRetry={() => setAttempt((n) => n + 1)}>
        <MediaCompare key={`${left.key}|${right.key}`} left={left.side} right={right.side} />
      </ViewerBoundary>
    </Stack>
  );
}

/** Whether a medium has anything to be compared with (the dialog's 'Compare' then shows). */
export const canCompare = (media: Media, items: readonly Media[]) =>
  compareChoices(media, items).length >= 2;
