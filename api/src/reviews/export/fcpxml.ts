import { isDropFrame } from '@portal/contract';
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
 * Final Cut Pro's XML (FCPXML 1.10, valid against Apple's DTD): an event named for the project
 * holding a project whose sequence is the medium, one clip from its start timecode, with a
 * marker per thread. Times are rationals of the frame's length, as Final Cut Pro writes them.
 */

/** A frame's length in seconds, as a fraction: 1001/30000 at 29.97, 100/2400 at 24. */
interface FrameDuration {
  numerator: number;
  denominator: number;
}

function frameDurationOf(rate: number): FrameDuration {
  const base = ntscBase(rate);
  if (base !== null) return { numerator: 1001, denominator: base * 1000 };
  if (Number.isInteger(rate)) return { numerator: 100, denominator: rate * 100 };
  // A rate of no standard (12.5 fps, a measured 14.985) in thousandths: 1000/12500s.
  return { numerator: 1000, denominator: Math.round(rate * 1000) };
}

/** A number of frames as an FCPXML time, unreduced (`60060/30000s`), which Final Cut Pro reads. */
const timeOf = (frames: number, { numerator, denominator }: FrameDuration) =>
  frames === 0 ? '0s' : `${frames * numerator}/${denominator}s`;

/**
 * A thread as a marker in the clip's own time (from its start timecode). A to-do marker,
 * completed once the thread is resolved: the editor ticks off what the client asked for.
 */
function markerElement(marker: EditorMarker, time: (frames: number) => string, start: number) {
  const attributes = [
    `start="${time(start + marker.frame)}"`,
    `duration="${time(marker.length)}"`,
    `value="${xml(marker.name)}"`,
    `completed="${marker.resolved ? 1 : 0}"`,
    `note="${xml(marker.lines.join('\n'))}"`,
  ];
  return `<marker ${attributes.join(' ')}/>`;
}

/**
 * The review's threads as FCPXML. The medium is the asset `src` names by its file name alone,
 * a URL relative to the export: Final Cut Pro shows it missing until the editor relinks it to
 * their copy of the file, the markers in place meanwhile.
 */
export function toFcpxml(review: ReviewExport): string {
  const { medium } = review;
  const rate = rateOf(medium);
  const frameDuration = frameDurationOf(rate);
  const time = (frames: number) => timeOf(frames, frameDuration);
  const markers = editorMarkers(review);
  const startFrame = startFrameOf(medium);
  const [start, length] = [time(startFrame), time(lengthInFrames(review, markers))];
  const tcFormat = isDropFrame(rate) ? 'DF' : 'NDF';
  const size =
    medium.width !== null && medium.height !== null
      ? ` width="${medium.width}" height="${medium.height}"`
      : '';
  const title = xml(medium.title);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE fcpxml>',
    '<fcpxml version="1.10">',
    '  <resources>',
    `    <format id="r1" frameDuration="${time(1)}"${size}/>`,
    `    <asset id="r2" name="${title}" start="${start}" duration="${length}" hasVideo="1" format="r1">`,
    `      <media-rep kind="original-media" src="${xml(encodeURIComponent(medium.fileName))}"/>`,
    '    </asset>',
    '  </resources>',
    `  <event name="${xml(medium.projectName)}">`,
    `    <project name="${xml(sequenceName(medium))}">`,
    `      <sequence format="r1" duration="${length}" tcStart="${start}" tcFormat="${tcFormat}">`,
    '        <spine>',
    `          <asset-clip ref="r2" offset="${start}" name="${title}" start="${start}" duration="${length}" tcFormat="${tcFormat}">`,
    ...markers.map((marker) => `            ${markerElement(marker, time, startFrame)}`),
    '          </asset-clip>',
    '        </spine>',
    '      </sequence>',
    '    </project>',
    '  </event>',
    '</fcpxml>',
    '',
  ].join('\n');
}
