import { isDropFrame, timecodeOfFrame } from '@portal/contract';
import {
  editorMarkers,
  lengthInFrames,
  ntscBase,
  sequenceName,
  xml,
  type EditorMarker,
} from './editor-markers.js';
import { rateOf, startFrameOf, type ReviewExport } from './export-model.js';

/*
 * Adobe Premiere Pro's way in for markers: Final Cut Pro 7's XML (`xmeml`), which File > Import
 * opens as a sequence with its markers. The sequence starts at the medium's start timecode and
 * holds the medium as one clip; each thread is a sequence marker. FCP 7 counts in frames from
 * the sequence's start at a whole timebase, NTSC rates flagged (29.97: 30, TRUE).
 */

/** `<name>text</name>`, the text escaped. */
const text = (name: string, value: string | number) => `<${name}>${xml(String(value))}</${name}>`;

/** The rate as FCP 7 writes it; a rate of no standard (12.5) counts at the nearest whole one. */
function rateElement(rate: number) {
  const base = ntscBase(rate);
  const timebase = base ?? Math.round(rate);
  return `<rate>${text('timebase', timebase)}${text('ntsc', base === null ? 'FALSE' : 'TRUE')}</rate>`;
}

/**
 * A thread as a sequence marker: `in` its first frame, `out` the frame after a range's last
 * (FCP 7's durations are out − in), or -1 for a moment, as Premiere writes a marker of none.
 */
function markerElement(marker: EditorMarker) {
  const out = marker.length > 1 ? marker.frame + marker.length : -1;
  const parts = [
    text('name', marker.name),
    text('comment', marker.lines.join('\n')),
    text('in', marker.frame),
    text('out', out),
  ];
  return `<marker>${parts.join('')}</marker>`;
}

/**
 * The review's threads as an FCP 7 XML sequence for Premiere. The clip's file is named by the
 * medium's file name alone, so Premiere asks the editor to link it to their copy; the markers
 * are the sequence's, in place whether it is linked or not.
 */
export function toPremiereXml(review: ReviewExport): string {
  const { medium } = review;
  const rate = rateOf(medium);
  const markers = editorMarkers(review);
  const length = lengthInFrames(review, markers);
  const start = startFrameOf(medium);
  const timecode = [
    rateElement(rate),
    text('string', timecodeOfFrame(start, rate)),
    text('frame', start),
    text('displayformat', isDropFrame(rate) ? 'DF' : 'NDF'),
  ].join('');
  const size =
    medium.width !== null && medium.height !== null
      ? `<samplecharacteristics>${text('width', medium.width)}${text('height', medium.height)}</samplecharacteristics>`
      : '';
  const file = [
    text('name', medium.fileName),
    text('pathurl', encodeURIComponent(medium.fileName)),
    rateElement(rate),
    text('duration', length),
    `<timecode>${timecode}</timecode>`,
    '<media><video/></media>',
  ].join('');
  const clip = [
    text('name', medium.title),
    text('duration', length),
    rateElement(rate),
    `${text('start', 0)}${text('end', length)}${text('in', 0)}${text('out', length)}`,
    `<file id="file-1">${file}</file>`,
  ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE xmeml>',
    '<xmeml version="4">',
    '  <sequence id="sequence-1">',
    `    ${text('name', sequenceName(medium))}`,
    `    ${text('duration', length)}`,
    `    ${rateElement(rate)}`,
    `    <timecode>${timecode}</timecode>`,
    `    <media><video><format>${size}</format><track><clipitem id="clipitem-1">${clip}</clipitem></track></video></media>`,
    ...markers.map((marker) => `    ${markerElement(marker)}`),
    '  </sequence>',
    '</xmeml>',
    '',
  ].join('\n');
}
