import { IconArrowsHorizontal } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import classes from './compare.module.css';

/** Props of WipeHandle. */
export interface WipeHandleProps {
  /** Where the divider is, 0–100 % of the width from the left. */
  at: number;
  onChange: (at: number) => void;
  leftLabel: string;
  rightLabel: string;
}

/** Where each key moves the divider from `at` (Shift: ten times as far). */
function keyed(key: string, at: number, shift: boolean): number | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return at - step;
    case 'ArrowRight':
    case 'ArrowUp':
      return at + step;
    case 'PageDown':
      return at - 10;
    case 'PageUp':
      return at + 10;
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/** A percentage kept within 0–100, to a tenth (a drag is finer than a key's whole step). */
export const clampPercent = (value: number) =>
  Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

/**
 * The wipe divider's handle: a slider for the keyboard and screen readers, saying how much of
 * each side is shown.
 */
export function WipeHandle({ at, onChange, leftLabel, rightLabel }: WipeHandleProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const next = keyed(event.key, at, event.shiftKey);
    if (next === null || event.ctrlKey || event.altKey || event.metaKey) return;
    event.preventDefault();
    onChange(clampPercent(next));
  };
  const shown = Math.round(at);
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Divider position"
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={at}
      aria-valuetext={`${shown} % ${leftLabel}, ${100 - shown} % ${rightLabel}`}
      className={classes.handle}
      style={{ left: `${at}%` }}
      onKeyDown={onKeyDown}
    >
      <IconArrowsHorizontal size={18} aria-hidden />
    </div>
  );
}
