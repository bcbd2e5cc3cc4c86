import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { ANCHOR_KINDS, placeSentence, type MediaType } from '@portal/shared';
import type { DraftPinState } from './draft-pin';

/**
 * Where the new comment is pinned ("At 00:00:03:12", "On page 2"), with "Use current position",
 * "Whole medium" and, on a video, the out point of a range.
 */
export function PinControls({
  pin,
  mediaType,
  frameRate,
  canCapture,
}: {
  pin: DraftPinState;
  mediaType: MediaType;
  frameRate: number | null;
  /** Whether the viewer can say where the person is (else only the whole medium). */
  canCapture: boolean;
}) {
  const [outProblem, setOutProblem] = useState<string | null>(null);
  const anchor = pin.draft?.anchor;
  if (!anchor) return null;
  const pinnable = canCapture && ANCHOR_KINDS[mediaType].length > 1;
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap">
        <IconMapPin size={16} aria-hidden />
        <Text size="sm" fw={600} aria-live="polite">
          {placeSentence(anchor, frameRate)}
        </Text>
      </Group>
      <Group gap={4}>
        {pinnable && (
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => {
              setOutProblem(null);
              pin.recapture();
            }}
          >
            Use current position
          </Button>
        )}
        {pinnable && anchor.kind !== 'whole' && (
          <Button size="compact-xs" variant="default" onClick={pin.wholeMedium}>
            Whole medium
          </Button>
        )}
        {anchor.kind === 'time' && anchor.endTime === null && (
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => setOutProblem(pin.setOutPoint())}
          >
            Set out point
          </Button>
        )}
        {anchor.kind === 'time' && anchor.endTime !== null && (
          <Button size="compact-xs" variant="default" onClick={pin.clearOutPoint}>
            Clear out point
          </Button>
        )}
      </Group>
      {outProblem && (
        <Text size="xs" c="red.8" role="alert">
          {outProblem}
        </Text>
      )}
    </Stack>
  );
}
