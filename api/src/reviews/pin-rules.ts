import {
  ANCHOR_KINDS,
  ANCHOR_MESSAGES,
  DRAWING_MESSAGES,
  INVALID_FIELDS_MESSAGE,
  takesDrawing,
  type Anchor,
  type Drawing,
  frameAt,
  type MediaType,
} from '@portal/contract';
import { badRequest, type FieldErrors } from '../http/errors.js';
import type { ReviewedMedium } from './access.js';

/** How the messages name each media type ("A comment on a video is pinned to time or whole."). */
const TYPE_NAMES: Record<MediaType, string> = {
  Video: 'video',
  PanoramaVideo: '360° video',
  Image: 'still image',
  Pdf: 'PDF',
  Panorama: '360° image',
  Cesium: 'site model',
  PixelStream: 'pixel stream',
  Zip: 'zip archive',
};

/** Said of a page number on an image (the contract's schema allows one for PDFs). */
export const PAGE_ONLY_ON_PDF = 'Page is only for a PDF: leave it out on an image.';

/**
 * What the contract's schemas cannot know about a pin: whether the medium takes its kind, a
 * time within the medium's measured duration (none measured: any time), a PDF's page. Each
 * problem is filed under `Anchor.<Field>`, as the validator files the schema's own.
 */
function anchorProblems(medium: ReviewedMedium, anchor: Anchor): FieldErrors {
  const kinds = ANCHOR_KINDS[medium.type];
  if (!kinds.includes(anchor.kind)) {
    return { 'Anchor.Kind': [ANCHOR_MESSAGES.kindNotForType(TYPE_NAMES[medium.type], kinds)] };
  }
  const errors: FieldErrors = {};
  const beyond = (time: number | null) =>
    medium.duration !== null && time !== null && time > medium.duration;
  const tooLate = () => ANCHOR_MESSAGES.timeBeyondEnd(medium.duration ?? 0);
  if (anchor.kind === 'time') {
    if (beyond(anchor.time)) errors['Anchor.Time'] = [tooLate()];
    if (beyond(anchor.endTime)) errors['Anchor.EndTime'] = [tooLate()];
  }
  if (anchor.kind === 'view') {
    // A still panorama has no time; a 360° video's view may name its moment.
    if (anchor.time !== null && medium.type !== 'PanoramaVideo') {
      errors['Anchor.Time'] = ['Time is only for a 360° video: leave it out on a still.'];
    } else if (beyond(anchor.time)) errors['Anchor.Time'] = [tooLate()];
  }
  if (anchor.kind === 'point') {
    if (medium.type === 'Pdf' && anchor.page === null) {
      errors['Anchor.Page'] = [ANCHOR_MESSAGES.pageRequired];
    }
    if (medium.type !== 'Pdf' && anchor.page !== null) errors['Anchor.Page'] = [PAGE_ONLY_ON_PDF];
  }
  return errors;
}

/** 400 unless a drawing may go with this pin on this medium (`takesDrawing`). */
function drawingProblems(
  medium: ReviewedMedium,
  anchor: Anchor | null,
  drawing: Drawing | null,
): FieldErrors {
  if (drawing === null) return {};
  if (takesDrawing(medium.type, anchor)) return {};
  return { Drawing: [DRAWING_MESSAGES.notHere] };
}

/** Throws the 400 of a drawing that may not go with a thread's pin (an edit). */
export function checkDrawing(
  medium: ReviewedMedium,
  anchor: Anchor | null,
  drawing: Drawing | null,
) {
  const errors = drawingProblems(medium, anchor, drawing);
  if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS_MESSAGE, errors);
}

/** Throws the 400 field map of a pin and drawing that do not fit the medium. */
export function checkPin(medium: ReviewedMedium, anchor: Anchor, drawing: Drawing | null) {
  const errors = { ...anchorProblems(medium, anchor), ...drawingProblems(medium, anchor, drawing) };
  if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS_MESSAGE, errors);
}

/**
 * The pin as it is stored: a moment's frame (and a range's last) counted at the medium's frame
 * rate, whatever the caller sent; null while the rate is unknown.
 */
export function framed(medium: Pick<ReviewedMedium, 'frameRate'>, anchor: Anchor): Anchor {
  const rate = medium.frameRate;
  const frameOf = (time: number | null) =>
    rate === null || time === null ? null : frameAt(time, rate);
  if (anchor.kind === 'time') {
    return { ...anchor, frame: frameOf(anchor.time), endFrame: frameOf(anchor.endTime) };
  }
  if (anchor.kind === 'view') return { ...anchor, frame: frameOf(anchor.time) };
  return anchor;
}
