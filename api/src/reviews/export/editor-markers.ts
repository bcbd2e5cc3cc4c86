import type { ReviewThread } from '@portal/contract';
import { framesOf, rateOf, type ExportedMedium, type ReviewExport } from './export-model.js';

/*
 * What the editing-software exports (Resolve's EDL, FCPXML, Premiere's XML) share: every thread
 * as one marker, named and timed alike in each, so that "Comment 3" in the editor is the
 * portal's Comment 3 at the very frame the client pinned it to.
 */

/** A thread as a marker on the medium's timeline. */
export interface EditorMarker {
  thread: ReviewThread;
  /** Its first frame, from 0 at the medium's first frame (0 for the whole medium). */
  frame: number;
  /** The frames it covers: 1 for a moment, out − in + 1 for a range. */
  length: number;
  /** Short, for the marker's name: "Comment 3: The sky flickers behind the…". */
  name: string;
  /** The thread's comments, one a line: "Ann Lee: …", then "Bob Hart replied: …" each. */
  lines: string[];
  resolved: boolean;
}

/** Words of a comment that go into its marker's name (the rest is in the marker's note). */
const NAME_WORDS = 6;
const NAME_LENGTH = 40;

/** Text on one line: every run of white space (newlines too) one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A comment's first words, whole words only, with "…" when there are more. */
function firstWords(text: string) {
  const words = oneLine(text).split(' ');
  const kept: string[] = [];
  for (const word of words.slice(0, NAME_WORDS)) {
    if ([...kept, word].join(' ').length > NAME_LENGTH) break;
    kept.push(word);
  }
  // A first word longer than a name is cut.
  if (kept.length === 0) return `${words[0]!.slice(0, NAME_LENGTH - 1)}…`;
  return kept.length < words.length ? `${kept.join(' ')}…` : kept.join(' ');
}

/** "Comment 3: first words", "Comment 4 (whole medium): …", "Comment 5 (deleted)". */
function nameOf(thread: ReviewThread, wholeMedium: boolean) {
  const label = `Comment ${thread.number}${wholeMedium ? ' (whole medium)' : ''}`;
  if (thread.isDeleted) return `${label} (deleted)`;
  const words = firstWords(thread.text);
  return words ? `${label}: ${words}` : label;
}

/** The note: who said what, the thread's first comment (gone if deleted), then its replies. */
function linesOf(thread: ReviewThread) {
  const first = thread.isDeleted
    ? '(deleted)'
    : `${thread.author?.name ?? 'Unknown'}: ${thread.text}`;
  const replies = thread.replies
    .filter((reply) => !reply.isDeleted)
    .map((reply) => `${reply.author?.name ?? 'Unknown'} replied: ${reply.text}`);
  return [first, ...replies];
}

/**
 * The export's threads as markers, by frame (then number). A thread pinned to no moment (the
 * whole medium) is a marker at frame 0 named "(whole medium)" rather than left out: the editor
 * gets every note, and the name says it is about no moment in particular.
 */
export function editorMarkers(review: ReviewExport): EditorMarker[] {
  const markers = review.threads.map((thread) => {
    const frames = framesOf(thread, review.medium);
    return {
      thread,
      frame: frames?.in ?? 0,
      length: frames === null || frames.out === null ? 1 : Math.max(1, frames.out - frames.in + 1),
      name: nameOf(thread, frames === null),
      lines: linesOf(thread),
      resolved: thread.resolved !== null,
    };
  });
  return markers.sort((a, b) => a.frame - b.frame || a.thread.number - b.thread.number);
}

/** What an editor's project or sequence of the notes is called: "Fly-through v2 review notes". */
export const sequenceName = ({ title, version }: Pick<ExportedMedium, 'title' | 'version'>) =>
  `${oneLine(title)}${version === null ? '' : ` v${version}`} review notes`;

/**
 * The medium's length in frames, for the editor's clip and sequence: its duration at the
 * rate, and never short of the last marker's end (a duration unknown, or shorter than a pin).
 */
export function lengthInFrames(review: ReviewExport, markers: readonly EditorMarker[]) {
  const { duration } = review.medium;
  const measured = duration === null ? 0 : Math.round(duration * rateOf(review.medium));
  return Math.max(1, measured, ...markers.map((marker) => marker.frame + marker.length));
}

/**
 * The whole rate an NTSC rate is 1000/1001 of (30 for 29.97, 24 for 23.976), or null for any
 * other rate; `rateOf` has made a measured 29.97 exactly 30000/1001.
 */
export function ntscBase(rate: number) {
  if (Number.isInteger(rate)) return null;
  const base = Math.round((rate * 1001) / 1000);
  return Math.abs((base * 1000) / 1001 - rate) < 1e-9 ? base : null;
}

/** Characters XML 1.0 cannot hold at all (controls but tab and newlines, lone surrogates). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text or an attribute's value as XML writes it: `&<>"` as entities, a newline as `&#10;` so
 * that an attribute keeps it (a parser makes a raw one a space), what XML cannot hold left out.
 */
export const xml = (text: string) =>
  text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r\n?|\n/g, '&#10;');
