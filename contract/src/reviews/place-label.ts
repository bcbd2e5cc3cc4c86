import type { Anchor } from './anchors.ts';
import { formatTimecode } from './timecode.ts';

/** A signed number as en-AU print writes it, with a true minus sign (−10, not -10). */
const signed = (value: number, digits: number) =>
  value
    .toLocaleString('en-AU', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    .replace('-', '−');

/** Radians as whole degrees, −0 shown as 0. */
const degrees = (radians: number) => signed(Math.round((radians * 180) / Math.PI) || 0, 0);

/** A fraction of the medium as a whole percentage. */
const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/**
 * Where a pin is, as the words after "Comment 3 by Olivia Harbour": "at 00:00:03:12", "from
 * 00:00:03:12 to 00:00:05:00", "on page 2", "at yaw 35°, pitch −10°", "at 151.2093°, −33.8688°",
 * "on the whole medium". Markers, cards and the new comment's pin all read it from here, so a
 * place is named the same way everywhere.
 */
export function placeLabel(anchor: Anchor, frameRate: number | null): string {
  switch (anchor.kind) {
    case 'time':
      return anchor.endTime === null
        ? `at ${formatTimecode(anchor.time, frameRate)}`
        : `from ${formatTimecode(anchor.time, frameRate)} to ${formatTimecode(anchor.endTime, frameRate)}`;
    case 'point':
      return anchor.page === null
        ? `at ${percent(anchor.x)} across, ${percent(anchor.y)} down`
        : `on page ${anchor.page.toLocaleString('en-AU')}`;
    case 'view': {
      const view = `yaw ${degrees(anchor.yaw)}°, pitch ${degrees(anchor.pitch)}°`;
      return anchor.time === null
        ? `at ${view}`
        : `at ${formatTimecode(anchor.time, frameRate)}, ${view}`;
    }
    case 'position':
      return `at ${signed(anchor.longitude, 4)}°, ${signed(anchor.latitude, 4)}°`;
    case 'whole':
      return anchor.entry ? `on ${anchor.entry}` : 'on the whole medium';
  }
}

/** The place as a line of its own ("At 00:00:03:12", "On page 2"): the new comment's pin. */
export function placeSentence(anchor: Anchor, frameRate: number | null): string {
  const label = placeLabel(anchor, frameRate);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * The short place a thread's card shows beside its number: a timecode, a range `in to out`, a
 * page, a view, a position, or "Whole medium": the words of its name (`placeLabel`), in their
 * order, for the card's button to be named by what it shows. Timecodes count from the file's
 * start timecode's frame when one is given (an export), else from 0.
 */
export function placeShort(anchor: Anchor, frameRate: number | null, startFrame = 0): string {
  const timecode = (time: number) => formatTimecode(time, frameRate, startFrame);
  switch (anchor.kind) {
    case 'time':
      return anchor.endTime === null
        ? timecode(anchor.time)
        : `${timecode(anchor.time)} to ${timecode(anchor.endTime)}`;
    case 'whole':
      return anchor.entry ?? 'Whole medium';
    case 'point':
      return anchor.page === null
        ? `${percent(anchor.x)} across, ${percent(anchor.y)} down`
        : `Page ${anchor.page.toLocaleString('en-AU')}`;
    case 'view': {
      const view = `Yaw ${degrees(anchor.yaw)}°, pitch ${degrees(anchor.pitch)}°`;
      return anchor.time === null ? view : `${timecode(anchor.time)}, ${view}`;
    }
    case 'position':
      return `${signed(anchor.longitude, 4)}°, ${signed(anchor.latitude, 4)}°`;
  }
}

/** A thread's accessible name on the medium: "Comment 3 by Olivia Harbour at 00:00:03:12". */
export function markerLabel(
  thread: { number: number; anchor: Anchor; author: { name: string } | null },
  frameRate: number | null,
): string {
  const by = thread.author ? ` by ${thread.author.name}` : '';
  return `Comment ${thread.number}${by} ${placeLabel(thread.anchor, frameRate)}`;
}
