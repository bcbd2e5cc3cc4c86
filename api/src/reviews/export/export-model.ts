import {
  exactFrameRate,
  frameAt,
  frameOfTimecode,
  type MediaType,
  type ReviewDecisionRecord,
  type ReviewThread,
} from '@portal/contract';

/** The medium whose notes are exported, as every format names and times it. */
export interface ExportedMedium {
  id: number;
  /** Its title (the file name when it has none), as the portal shows it. */
  title: string;
  /** The file name of the version exported (the latest when all are), for an editor's clip. */
  fileName: string;
  type: MediaType;
  projectName: string;
  clientName: string;
  /** The version exported, or null: every version's threads. */
  version: number | null;
  /** Frames per second as measured (null: unknown; the formats then count the studio's 25). */
  frameRate: number | null;
  /** Seconds (null: unknown). */
  duration: number | null;
  /** The file's own start timecode (`HH:MM:SS:FF`, `;` drop-frame), null when it has none. */
  startTimecode: string | null;
  /** Pixels of the picture (null: unknown), for an editor's sequence format. */
  width: number | null;
  height: number | null;
}

/** Everything one export holds: the medium, its live threads by position, its decisions newest first. */
export interface ReviewExport {
  medium: ExportedMedium;
  /** Live threads (tombstones are left out unless they still hold replies), ordered by position. */
  threads: ReviewThread[];
  decisions: ReviewDecisionRecord[];
  /** Who asked for it (a user's or a guest's name), and when. */
  exportedBy: string;
  exportedAt: Date;
}

/** Where a thread sits on the timeline, in frames of the medium from 0 (null: not a moment). */
export interface ThreadFrames {
  in: number;
  /** The last frame of a range (inclusive), or null for a moment. */
  out: number | null;
}

/** The frame rate every format counts in: the measured one made exact (29.97 is 30000/1001). */
export const rateOf = (medium: Pick<ExportedMedium, 'frameRate'>) =>
  exactFrameRate(medium.frameRate);

/** The start timecode as a frame count at the medium's rate (0 when it has none, or it does not read). */
export const startFrameOf = (medium: Pick<ExportedMedium, 'frameRate' | 'startTimecode'>) =>
  medium.startTimecode === null
    ? 0
    : (frameOfTimecode(medium.startTimecode, medium.frameRate) ?? 0);

/**
 * A thread's frames: the ones stored with its pin, else (a thread made before frames were
 * stored, or while the rate was unknown) counted from its seconds. Null for a pin with no time
 * (a point, a still's view, a position, the whole medium).
 */
export function framesOf(
  thread: Pick<ReviewThread, 'anchor'>,
  medium: Pick<ExportedMedium, 'frameRate'>,
): ThreadFrames | null {
  const { anchor } = thread;
  const rate = medium.frameRate;
  if (anchor.kind === 'time') {
    const out = anchor.endTime === null ? null : (anchor.endFrame ?? frameAt(anchor.endTime, rate));
    return { in: anchor.frame ?? frameAt(anchor.time, rate), out };
  }
  if (anchor.kind === 'view' && anchor.time !== null) {
    return { in: anchor.frame ?? frameAt(anchor.time, rate), out: null };
  }
  return null;
}
