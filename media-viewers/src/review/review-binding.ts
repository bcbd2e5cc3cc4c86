import type { Anchor, Drawing, DrawingColour, DrawingTool } from '@portal/shared';
import type { LiveView } from './session/live-view';

/** A thread's marker as a viewer draws it (a button on the medium, or on a video's timeline). */
export interface ReviewMarker {
  /** The thread's id. */
  id: number;
  /** Its number on the medium ('Comment 3'), shown on the marker. */
  number: number;
  anchor: Anchor;
  /** The marker's accessible name: "Comment 3 by Olivia Harbour at 00:00:03:12". */
  label: string;
  resolved: boolean;
}

/** The pin (and drawing) of the comment being written. */
export interface DraftPin {
  anchor: Anchor;
  /**
   * Shapes drawn so far (where the pin takes a drawing: `takesDrawing`), else null. A video's are
   * fractions of its picture on the pin's (first) frame, a 360° video's of the view as seen.
   */
  drawing: Drawing | null;
}

/**
 * What a viewer offers the review panel: where a comment made now would go, and how to show a
 * thread's place. A viewer registers one through `ReviewBinding.registerTarget` once it can.
 */
export interface ReviewTarget {
  /**
   * The pin a new comment gets if started now: the paused frame of a video (pausing it), the
   * centre of the current view of an image, page or panorama, the point of the site model under
   * the centre of the screen. Null while the medium is not ready.
   */
  capture(): Anchor | null;
  /** Goes to a thread's place: seek there and pause, page to it, turn the view, fly the camera. */
  reveal(anchor: Anchor): void;
  /** Its side of a live review session: the view to present, a presenter's to follow (absent: none yet). */
  live?: LiveView;
}

/**
 * The review panel's side of a viewer (`ViewerProps.review`): the threads to mark, the one chosen,
 * the pin being placed and the drawing tool. Absent where there is no review (embeds, shares).
 */
export interface ReviewBinding {
  /** The threads to mark (the panel's filter applies). */
  markers: readonly ReviewMarker[];
  /** The thread chosen in the panel or by its marker; the viewer reveals it and shows its drawing. */
  selectedId: number | null;
  /**
   * The chosen thread's drawing, once fetched (null: none, or not yet); a video shows it only on
   * the thread's frame, a 360° video only in its view at that frame.
   */
  drawing: Drawing | null;
  /** A marker was activated (click, Enter or Space). */
  select(id: number): void;
  /** The new comment's pin while one is being written, else null. */
  draft: DraftPin | null;
  /** The viewer moved the pin (pointer drag, arrow keys) or added a shape. */
  changeDraft(draft: DraftPin): void;
  /** The drawing tool chosen in the panel (null: none; pointer input moves the pin). */
  tool: DrawingTool | null;
  colour: DrawingColour;
  /** A video's frames per second (timecodes, frame stepping), when known. */
  frameRate: number | null;
  /** The viewer hands over its target when ready, and null when it goes. */
  registerTarget(target: ReviewTarget | null): void;
}
