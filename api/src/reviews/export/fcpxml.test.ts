import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { timecodeOfFrame } from '@portal/contract';
import { XMLParser } from 'fast-xml-parser';
import { toFcpxml } from './fcpxml.js';
import {
  flyThrough,
  moment,
  ntscMaster,
  panorama,
  range,
  reply,
  reviewExport,
  thread,
} from './testing/review-exports.js';

const DTD = path.join(__dirname, 'testing', 'fcpxml-1.10-subset.dtd');
const folder = mkdtempSync(path.join(tmpdir(), 'fcpxml-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** xmllint's verdict on a document against Apple's declarations (libxml2-utils; CI installs it). */
function validate(document: string) {
  const file = path.join(folder, 'export.fcpxml');
  writeFileSync(file, document);
  const run = spawnSync('xmllint', ['--noout', '--dtdvalid', DTD, file], { encoding: 'utf8' });
  if (run.error)
    throw new Error(`xmllint did not run (apt-get install libxml2-utils): ${run.error.message}`);
  return { valid: run.status === 0, errors: run.stderr };
}

type Attributes = Record<string, string>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  htmlEntities: true,
  isArray: (name) => name === 'marker',
});

/** Reads an export back as an importer would: the format, asset, sequence, clip and markers. */
function readFcpxml(document: string) {
  const { fcpxml } = parser.parse(document);
  const clip = fcpxml.event.project.sequence.spine['asset-clip'] as Attributes & {
    marker: Attributes[];
  };
  return {
    version: fcpxml.version as string,
    format: fcpxml.resources.format as Attributes,
    asset: fcpxml.resources.asset as Attributes & { 'media-rep': Attributes },
    event: fcpxml.event as Attributes,
    project: fcpxml.event.project as Attributes,
    sequence: fcpxml.event.project.sequence as Attributes,
    clip,
    markers: clip.marker,
  };
}

/** An FCPXML time (`60060/30000s`, `0s`) as an exact fraction of seconds. */
function fraction(time: string): [bigint, bigint] {
  const match = /^(\d+)(?:\/(\d+))?s$/.exec(time);
  if (!match) throw new Error(`Not an FCPXML time: ${time}`);
  return [BigInt(match[1]!), BigInt(match[2] ?? 1)];
}

/** How many frames of `frameDuration` a time past the clip's start is (throws between frames). */
function framesOf(time: string, clipStart: string, frameDuration: string) {
  const [[n, d], [sn, sd], [fn, fd]] = [
    fraction(time),
    fraction(clipStart),
    fraction(frameDuration),
  ];
  const [numerator, denominator] = [(n * sd - sn * d) * fd, d * sd * fn];
  if (numerator % denominator !== 0n) throw new Error(`${time} is not on a frame`);
  return Number(numerator / denominator);
}

it('has xmllint to validate with (libxml2-utils), not a silent skip', () => {
  expect(spawnSync('xmllint', ['--version']).error).toBeUndefined();
});

it('is checked by the DTD: a marker without its value does not validate', () => {
  const broken = toFcpxml(flyThrough()).replace(/ value="[^"]*"/, '');
  const { valid, errors } = validate(broken);
  expect(valid).toBe(false);
  expect(errors).toContain('does not carry attribute value');
});

it('writes the fly-through as a valid FCPXML 1.10 clip with a marker at each thread’s frame', () => {
  const document = toFcpxml(flyThrough());
  expect(validate(document)).toEqual({ valid: true, errors: '' });
  const { version, format, asset, project, sequence, clip, markers } = readFcpxml(document);
  expect(version).toBe('1.10');
  expect(format).toMatchObject({ frameDuration: '100/2400s', width: '1920', height: '1080' });
  expect(asset).toMatchObject({ name: 'Fly-through', start: '0s', format: format.id });
  expect(asset['media-rep'].src).toBe('fly-through.mp4');
  expect(project.name).toBe('Fly-through v1 review notes');
  expect(sequence).toMatchObject({ tcStart: '0s', tcFormat: 'NDF' });
  expect(framesOf(clip.duration!, '0s', format.frameDuration!)).toBe(96);
  const frames = (time: string) => framesOf(time, clip.start!, format.frameDuration!);
  expect(markers.map((m) => frames(m.start!))).toEqual([12, 48, 60]);
  expect(markers.map((m) => framesOf(m.duration!, '0s', format.frameDuration!))).toEqual([
    1, 1, 25,
  ]);
  expect(markers.map((m) => m.value)).toEqual([
    'Comment 1: The crane shadow pops in here',
    'Comment 2: Warmer light on the podium',
    'Comment 3: Slow the camera down through the…',
  ]);
  expect(markers[2]!.note).toBe('Ann Lee: Slow the camera down through the lobby, it feels rushed');
  // To-dos, the resolved thread's done.
  expect(markers.map((m) => m.completed)).toEqual(['0', '1', '0']);
});

it('counts 29.97 in 1001/30000 s frames from the start timecode, drop-frame', () => {
  const document = toFcpxml(ntscMaster());
  expect(validate(document).valid).toBe(true);
  const { format, sequence, clip, markers } = readFcpxml(document);
  expect(format.frameDuration).toBe('1001/30000s');
  expect(sequence.tcFormat).toBe('DF');
  expect(clip.tcFormat).toBe('DF');
  // The clip starts, and sits on the sequence, at the file's own 01:00:00;00.
  const startFrame = framesOf(clip.start!, '0s', format.frameDuration!);
  expect(timecodeOfFrame(startFrame, 29.97)).toBe('01:00:00;00');
  expect(sequence.tcStart).toBe(clip.start);
  expect(clip.offset).toBe(clip.start);
  const frames = (time: string) => framesOf(time, clip.start!, format.frameDuration!);
  expect(markers.map((m) => frames(m.start!))).toEqual([1799, 1800, 17982]);
  expect(markers.map((m) => timecodeOfFrame(startFrame + frames(m.start!), 29.97))).toEqual([
    '01:00:59;29',
    '01:01:00;02',
    '01:10:00;00',
  ]);
  expect(framesOf(markers[1]!.duration!, '0s', format.frameDuration!)).toBe(30);
});

it('escapes what the text holds and keeps the whole medium and a deleted thread’s replies', () => {
  const review = panorama();
  review.threads[0]!.replies = [reply(41, 'Bob Hart', 'Bell \u0007 and\r\nnew line')];
  const document = toFcpxml(review);
  expect(validate(document).valid).toBe(true);
  const { format, asset, event, clip, markers } = readFcpxml(document);
  expect(format.frameDuration).toBe('100/2500s');
  expect(format.width).toBeUndefined();
  expect(asset.name).toBe('Lobby <360> & "roof"');
  expect(asset['media-rep'].src).toBe('lobby%20360%231.mp4');
  expect(event.name).toBe('Harbour Tower');
  expect(clip.start).toBe(`${10 * 3600 * 25 * 100}/2500s`);
  const frames = (time: string) => framesOf(time, clip.start!, format.frameDuration!);
  expect(markers.map((m) => frames(m.start!))).toEqual([0, 50, 100]);
  expect(markers[0]).toMatchObject({
    value: 'Comment 4 (whole medium): Overall: the grade is too cold',
    note: 'Ann Lee: Overall: the grade is too cold\nBob Hart replied: Bell  and\nnew line',
  });
  expect(markers[1]).toMatchObject({
    value: 'Comment 1: Sign reads <Lobby> & "Lifts"|wrong…',
    note: 'Ann Lee: Sign reads <Lobby> & "Lifts"|wrong\nshould be Level 1',
  });
  expect(markers[2]).toMatchObject({
    value: 'Comment 2 (deleted)',
    note: '(deleted)\nBob Hart replied: Still needs fixing\nAnn Lee replied: Agreed',
  });
  expect(framesOf(markers[2]!.duration!, '0s', format.frameDuration!)).toBe(50);
});

it('counts 23.976 in 1001/24000 s frames, non-drop, the clip as long as its last note when its length is unknown', () => {
  const rate = 24000 / 1001;
  const review = reviewExport({ frameRate: 23.976, duration: null }, [
    thread(1, moment(10, rate), 'Early'),
    thread(2, range(200, 239, rate), 'Late'),
  ]);
  const document = toFcpxml(review);
  expect(validate(document).valid).toBe(true);
  const { format, sequence, clip, markers } = readFcpxml(document);
  expect(format.frameDuration).toBe('1001/24000s');
  expect(sequence.tcFormat).toBe('NDF');
  expect(framesOf(clip.duration!, '0s', format.frameDuration!)).toBe(240);
  expect(markers.map((m) => framesOf(m.start!, clip.start!, format.frameDuration!))).toEqual([
    10, 200,
  ]);
});
