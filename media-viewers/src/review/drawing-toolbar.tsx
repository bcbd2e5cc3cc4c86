import { ActionIcon, Button, ColorSwatch, Group, SegmentedControl, Stack } from '@mantine/core';
import { DRAWING_COLOURS, type DrawingColour, type DrawingTool } from '@portal/shared';
import type { DraftPinState } from './draft-pin';

const TOOLS: { value: DrawingTool | 'none'; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'pen', label: 'Pen' },
  { value: 'arrow', label: 'Arrow' },
  { value: 'rectangle', label: 'Rectangle' },
];

const colourName = (colour: string) => colour.charAt(0).toUpperCase() + colour.slice(1);

/**
 * Drawing on an image or a PDF page, a video's paused frame or a 360° video's view: the tool
 * (None moves the pin, or the view, instead), the colour, Undo last shape and Clear drawing. The
 * viewer draws; the shapes arrive in the draft.
 */
export function DrawingToolbar({ pin }: { pin: DraftPinState }) {
  const shapes = pin.draft?.drawing?.shapes.length ?? 0;
  return (
    <Stack gap={4} role="group" aria-label="Drawing">
      <SegmentedControl
        size="xs"
        aria-label="Drawing tool"
        value={pin.tool ?? 'none'}
        onChange={(value) => pin.setTool(value === 'none' ? null : (value as DrawingTool))}
        data={TOOLS}
      />
      <Group gap={4} role="group" aria-label="Drawing colour">
        {(Object.keys(DRAWING_COLOURS) as DrawingColour[]).map((colour) => (
          <ActionIcon
            key={colour}
            variant={pin.colour === colour ? 'outline' : 'subtle'}
            color="gray"
            aria-label={colourName(colour)}
            aria-pressed={pin.colour === colour}
            onClick={() => pin.setColour(colour)}
          >
            <ColorSwatch color={DRAWING_COLOURS[colour]} size={16} aria-hidden />
          </ActionIcon>
        ))}
      </Group>
      <Group gap={4}>
        <Button size="compact-xs" variant="default" disabled={shapes === 0} onClick={pin.undoShape}>
          Undo last shape
        </Button>
        <Button
          size="compact-xs"
          variant="default"
          disabled={shapes === 0}
          onClick={pin.clearDrawing}
        >
          Clear drawing
        </Button>
      </Group>
    </Stack>
  );
}
