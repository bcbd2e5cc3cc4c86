import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Media } from '@portal/shared';
import { CompareControlsProvider } from '../compare/compare-controls';
import type { CompareMode } from '../compare/compare-mode';
import MediaCompare from '../compare/media-compare';
import { ViewerBoundary } from '../viewer-boundary';
import { compareChoices, firstPair } from './compare-choices';

/** What the dialog's comparison shows: the two choices' keys, the mode, the divider (0–100 %). */
export interface Compared {
  keys: [string, string];
  mode: CompareMode;
  wipe: number;
}

/** The comparison a medium opens on: the version before and the latest, side by side. */
export function firstCompared(media: Media, items: readonly Media[]): Compared | null {
  const keys = firstPair(compareChoices(media, items));
  return keys && { keys, mode: 'side', wipe: 50 };
}

/**
 * The dialog's comparison: two choices (versions of the medium, or another medium of the post),
 * by default the version before and the latest, and the comparison of them. The dialog holds
 * what is compared, how and where the divider is (`value`, `onChange`: a live session presents
 * and follows them); without `value`, the first pair side by side.
 */
export function CompareView({
  media,
  items,
  value,
  onChange,
  onClose,
}: {
  media: Media;
  items: readonly Media[];
  value?: Compared;
  onChange: (next: Compared) => void;
  onClose: () => void;
}) {
  const choices = compareChoices(media, items);
  const shown = value ?? firstCompared(media, items);
  const [attempt, setAttempt] = useState(0);
  if (!shown) return null;
  const { keys } = shown;
  const left = choices.find((choice) => choice.key === keys[0]) ?? choices[1]!;
  const right = choices.find((choice) => choice.key === keys[1]) ?? choices[0]!;
  const data = choices.map((choice) => ({ value: choice.key, label: choice.label }));
  const controls = {
    mode: shown.mode,
    setMode: (mode: CompareMode) => onChange({ ...shown, mode }),
    wipe: shown.wipe,
    setWipe: (wipe: number) => onChange({ ...shown, wipe }),
  };
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Left"
          size="xs"
          data={data}
          value={left.key}
          onChange={(event) => onChange({ ...shown, keys: [event.currentTarget.value, right.key] })}
        />
        <NativeSelect
          label="Right"
          size="xs"
          data={data}
          value={right.key}
          onChange={(event) => onChange({ ...shown, keys: [left.key, event.currentTarget.value] })}
        />
        <Button size="xs" variant="default" onClick={onClose}>
          Back to the viewer
        </Button>
      </Group>
      <ViewerBoundary key={attempt} media={media} onRetry={() => setAttempt((n) => n + 1)}>
        <CompareControlsProvider value={controls}>
          <MediaCompare key={`${left.key}|${right.key}`} left={left.side} right={right.side} />
        </CompareControlsProvider>
      </ViewerBoundary>
    </Stack>
  );
}

/** Whether a medium has anything to be compared with (the dialog's 'Compare' then shows). */
export const canCompare = (media: Media, items: readonly Media[]) =>
  compareChoices(media, items).length >= 2;
