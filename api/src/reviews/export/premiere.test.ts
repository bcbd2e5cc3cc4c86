import { frameOfTimecode, timecodeOfFrame } from '@portal/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { toPremiereXml } from './premiere.js';
import { flyThrough, ntscMaster, panorama } from './testing/review-exports.js';

type Element = Record<string, string> & Record<string, Record<string, string>>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  htmlEntities: true,
  parseTagValue: false,
  isArray: (name) => name === 'marker',
});

/** Reads an export back as Premiere's importer would: the sequence, its clip and its markers. */
function readXmeml(document: string) {
  expect(XMLValidator.validate(document)).toBe(true);
  const { xmeml } = parser.parse(document);
  const sequence = xmeml.sequence;
  return {
    version: xmeml.version as string,
    sequence: sequence as Element,
    timecode: sequence.timecode as Element,
    clip: sequence.media.video.track.clipitem as Element,
    markers: (sequence.marker as Element[]).map((marker) => ({
      name: marker.name,
      comment: marker.comment,
      in: Number(marker.in),
      out: Number(marker.out),
    })),
  };
}

it('writes the fly-through as a 24 fps sequence with a marker at each thread’s frame', () => {
  const { version, sequence, timecode, clip, markers } = readXmeml(toPremiereXml(flyThrough()));
  expect(version).toBe('4');
  expect(sequence.name).toBe('Fly-through v1 review notes');
  expect(sequence.rate).toEqual({ timebase: '24', ntsc: 'FALSE' });
  expect(sequence.duration).toBe('96');
  expect(timecode).toMatchObject({ string: '00:00:00:00', frame: '0', displayformat: 'NDF' });
  expect(clip.file!.pathurl).toBe('fly-through.mp4');
  expect(markers.map((m) => m.in)).toEqual([12, 48, 60]);
  // A moment has no out; a range's out is the frame after its last (60–84: 25 frames).
  expect(markers.map((m) => m.out)).toEqual([-1, -1, 85]);
  expect(markers.map((m) => m.name)).toEqual([
    'Comment 1: The crane shadow pops in here',
    'Comment 2: Warmer light on the podium',
    'Comment 3: Slow the camera down through the…',
  ]);
  expect(markers[0]!.comment).toBe('Ann Lee: The crane shadow pops in here');
});

it('flags 29.97 as NTSC at a timebase of 30, from its drop-frame start timecode', () => {
  const { sequence, timecode, markers } = readXmeml(toPremiereXml(ntscMaster()));
  expect(sequence.rate).toEqual({ timebase: '30', ntsc: 'TRUE' });
  expect(timecode.rate).toEqual({ timebase: '30', ntsc: 'TRUE' });
  expect(timecode).toMatchObject({ string: '01:00:00;00', displayformat: 'DF' });
  const start = Number(timecode.frame);
  expect(start).toBe(frameOfTimecode('01:00:00;00', 29.97));
  expect(markers.map((m) => m.in)).toEqual([1799, 1800, 17982]);
  expect(markers.map((m) => m.out)).toEqual([-1, 1830, -1]);
  expect(markers.map((m) => timecodeOfFrame(start + m.in, 29.97))).toEqual([
    '01:00:59;29',
    '01:01:00;02',
    '01:10:00;00',
  ]);
});

it('escapes <&" in names and comments, and keeps the whole medium and a deleted thread’s replies', () => {
  const document = toPremiereXml(panorama());
  expect(document).not.toContain('<Lobby>');
  const { sequence, timecode, clip, markers } = readXmeml(document);
  expect(sequence.name).toBe('Lobby <360> & "roof" v1 review notes');
  expect(sequence.rate).toEqual({ timebase: '25', ntsc: 'FALSE' });
  expect(timecode).toMatchObject({ string: '10:00:00:00', frame: '900000', displayformat: 'NDF' });
  expect(clip.name).toBe('Lobby <360> & "roof"');
  expect(clip.file!.pathurl).toBe('lobby%20360%231.mp4');
  expect(markers).toEqual([
    {
      name: 'Comment 4 (whole medium): Overall: the grade is too cold',
      comment: 'Ann Lee: Overall: the grade is too cold',
      in: 0,
      out: -1,
    },
    {
      name: 'Comment 1: Sign reads <Lobby> & "Lifts"|wrong…',
      comment: 'Ann Lee: Sign reads <Lobby> & "Lifts"|wrong\nshould be Level 1',
      in: 50,
      out: -1,
    },
    {
      name: 'Comment 2 (deleted)',
      comment: '(deleted)\nBob Hart replied: Still needs fixing\nAnn Lee replied: Agreed',
      in: 100,
      out: 150,
    },
  ]);
});
