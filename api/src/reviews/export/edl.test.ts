import { frameOfTimecode } from '@portal/contract';
import { toEdl } from './edl.js';
import { flyThrough, ntscMaster, panorama } from './testing/review-exports.js';

const TIMECODE = String.raw`\d\d:\d\d:\d\d[:;]\d\d`;
/** Resolve's event line, column for column as its own export writes it. */
const EVENT = new RegExp(
  `^(?<number>\\d{3})  001      V     C        (?<sourceIn>${TIMECODE}) (?<sourceOut>${TIMECODE}) (?<recordIn>${TIMECODE}) (?<recordOut>${TIMECODE})  $`,
);
/** The marker line: the note, then colour, name and duration. */
const MARKER = /^(?<note>.*) \|C:(?<colour>ResolveColor\w+) \|M:(?<name>.*) \|D:(?<duration>\d+)$/;

interface EdlMarker {
  number: string;
  sourceIn: string;
  sourceOut: string;
  recordIn: string;
  recordOut: string;
  note: string;
  colour: string;
  name: string;
  duration: string;
}

/** Reads an EDL back as Resolve's importer does: the header, then event + marker lines. */
function readEdl(edl: string) {
  const [title, fcm, blank, ...rest] = edl.split('\n');
  expect(blank).toBe('');
  const markers: EdlMarker[] = [];
  for (let i = 0; i + 1 < rest.length; i += 3) {
    const event = EVENT.exec(rest[i]!);
    const marker = MARKER.exec(rest[i + 1]!);
    expect(event).not.toBeNull();
    expect(marker).not.toBeNull();
    expect(rest[i + 2]).toBe('');
    markers.push({ ...event!.groups, ...marker!.groups } as unknown as EdlMarker);
  }
  return { title, fcm, markers: markers.map((m) => ({ ...m, duration: Number(m.duration) })) };
}

it('writes the fly-through as Resolve markers: one a thread, at its frame, a range for its length', () => {
  const { title, fcm, markers } = readEdl(toEdl(flyThrough()));
  expect(title).toBe('TITLE: Fly-through');
  expect(fcm).toBe('FCM: NON-DROP FRAME');
  expect(markers.map((m) => m.number)).toEqual(['001', '002', '003']);
  expect(markers.map((m) => m.recordIn)).toEqual(['00:00:00:12', '00:00:02:00', '00:00:02:12']);
  // Each event is one frame long, source as record; the range's length is in |D: alone.
  expect(markers.map((m) => m.recordOut)).toEqual(['00:00:00:13', '00:00:02:01', '00:00:02:13']);
  expect(markers.every((m) => m.sourceIn === m.recordIn && m.sourceOut === m.recordOut)).toBe(true);
  expect(markers.map((m) => m.duration)).toEqual([1, 1, 25]);
  expect(markers.map((m) => m.name)).toEqual([
    'Comment 1: The crane shadow pops in here',
    'Comment 2: Warmer light on the podium',
    'Comment 3: Slow the camera down through the…',
  ]);
  expect(markers[2]!.note).toBe('Ann Lee: Slow the camera down through the lobby, it feels rushed');
  // Open threads blue, resolved ones green.
  expect(markers.map((m) => m.colour)).toEqual([
    'ResolveColorBlue',
    'ResolveColorGreen',
    'ResolveColorBlue',
  ]);
});

it('counts drop-frame at 29.97 from the start timecode, across the minute and the tenth', () => {
  const { fcm, markers } = readEdl(toEdl(ntscMaster()));
  expect(fcm).toBe('FCM: DROP FRAME');
  expect(markers.map((m) => m.recordIn)).toEqual(['01:00:59;29', '01:01:00;02', '01:10:00;00']);
  expect(markers.map((m) => m.recordOut)).toEqual(['01:01:00;02', '01:01:00;03', '01:10:00;01']);
  const start = frameOfTimecode('01:00:00;00', 29.97)!;
  expect(markers.map((m) => frameOfTimecode(m.recordIn, 29.97)! - start)).toEqual([
    1799, 1800, 17982,
  ]);
  expect(markers.map((m) => m.duration)).toEqual([1, 30, 1]);
});

it('keeps every note on its one line, the whole medium at the start and a deleted thread’s replies', () => {
  const { title, markers } = readEdl(toEdl(panorama()));
  expect(title).toBe('TITLE: Lobby <360> & "roof"');
  expect(markers.map((m) => m.recordIn)).toEqual(['10:00:00:00', '10:00:02:00', '10:00:04:00']);
  expect(markers[0]!.name).toBe('Comment 4 (whole medium): Overall: the grade is too cold');
  // The 360° view's moment, its text folded onto the line and its bar gone.
  expect(markers[1]!.name).toBe('Comment 1: Sign reads <Lobby> & "Lifts" wrong…');
  expect(markers[1]!.note).toBe('Ann Lee: Sign reads <Lobby> & "Lifts" wrong should be Level 1');
  expect(markers[2]).toMatchObject({
    name: 'Comment 2 (deleted)',
    note: '(deleted) / Bob Hart replied: Still needs fixing / Ann Lee replied: Agreed',
    duration: 50,
  });
});

it('makes threads on one frame one marker, as Resolve holds one a frame', () => {
  const review = flyThrough();
  review.threads.push({ ...review.threads[0]!, id: 104, number: 4, text: 'And its edge flickers' });
  const { markers } = readEdl(toEdl(review));
  expect(markers.map((m) => m.recordIn)).toEqual(['00:00:00:12', '00:00:02:00', '00:00:02:12']);
  expect(markers[0]).toMatchObject({
    name: 'Comment 1: The crane shadow pops in here / Comment 4: And its edge flickers',
    note: 'Ann Lee: The crane shadow pops in here / Ann Lee: And its edge flickers',
  });
});
