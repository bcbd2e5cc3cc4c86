import { SegmentedControl } from '@mantine/core';

/** How two things are compared: next to each other, or one wiped over the other. */
export type CompareMode = 'side' | 'wipe';
const MODES: { value: CompareMode; label: string }[] = [
  { value: 'side', label: 'Side by side' },
  { value: 'wipe', label: 'Wipe' },
];

/** The choice of comparison mode ('Side by side' / 'Wipe'). */
export function CompareModeControl({
  value,
  onChange,
}: {
  value: CompareMode;
  onChange: (mode: CompareMode) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Comparison mode"
      size="xs"
      data={MODES}
      value={value}
      onChange={(mode) => onChange(mode as CompareMode)}
    />
  );
}
