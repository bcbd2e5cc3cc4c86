import { isDropFrame, timecodeOfFrame } from '@portal/contract';
import { editorMarkers, oneLine, type EditorMarker } from './editor-markers.js';
import { rateOf, startFrameOf, type ReviewExport } from './export-model.js';

/*
 * DaVinci Resolve's marker EDL: what "Timelines > Import > Timeline Markers from EDL" reads and
 * "Export > Timeline Markers to EDL" writes. Each marker is a one-frame event at its record
 * timecode (the medium's start timecode + the thread's frame) and a line
 * `<note> |C:<colour> |M:<name> |D:<frames>`: Resolve keeps the text before `|C:` as the
 * marker's note, the name up to ` |D:`, and the duration in frames.
 */

/** One line without `|`, which Resolve would read as the next field. */
const field = (text: string) => oneLine(text.replace(/\|/g, ' '));

/**
 * Resolve holds one marker a frame: threads starting on the same frame (whole-medium ones all
 * do, at 0) become one marker naming each, lasting as long as the longest.
 */
function oneAFrame(markers: EditorMarker[]) {
  const byFrame = new Map<number, EditorMarker[]>();
  for (const marker of markers) {
    byFrame.set(marker.frame, [...(byFrame.get(marker.frame) ?? []), marker]);
  }
  return [...byFrame.values()].map((same) => ({
    frame: same[0]!.frame,
    length: Math.max(...same.map((marker) => marker.length)),
    name: same.map((marker) => marker.name).join(' / '),
    note: same.flatMap((marker) => marker.lines).join(' / '),
    resolved: same.every((marker) => marker.resolved),
  }));
}

/** The review's threads as a Resolve marker EDL (drop-frame timecodes at 29.97 and 59.94). */
export function toEdl(review: ReviewExport): string {
  const rate = rateOf(review.medium);
  const start = startFrameOf(review.medium);
  const timecode = (frame: number) => timecodeOfFrame(start + frame, rate);
  const events = oneAFrame(editorMarkers(review)).map((marker, index) => {
    const [from, to] = [timecode(marker.frame), timecode(marker.frame + 1)];
    const number = String(index + 1).padStart(3, '0');
    // Resolve's own colour names: blue while open, green once resolved.
    const colour = marker.resolved ? 'ResolveColorGreen' : 'ResolveColorBlue';
    return [
      `${number}  001      V     C        ${from} ${to} ${from} ${to}  `,
      `${field(marker.note)} |C:${colour} |M:${field(marker.name)} |D:${marker.length}`,
      '',
    ];
  });
  return [
    `TITLE: ${field(review.medium.title)}`,
    `FCM: ${isDropFrame(rate) ? 'DROP FRAME' : 'NON-DROP FRAME'}`,
    '',
    ...events.flat(),
  ].join('\n');
}
