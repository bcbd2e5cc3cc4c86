import type { Anchor, ReviewReply, ReviewThread } from '@portal/contract';
import type { ExportedMedium, ReviewExport } from '../export-model.js';

/*
 * Hand-made exports for the formatters' tests: the fly-through (24 fps), a 29.97 master
 * starting at 01:00:00;00 with notes across the minutes, and a 25 fps 360° film with the
 * awkward cases (the whole medium, a deleted thread, text that XML and EDL must escape).
 */

const person = (name: string) => ({ id: 1, name, side: 'client' as const });

const comment = {
  mediaId: 7,
  mentions: [],
  createdDate: '2026-03-02T09:00:00.000Z',
  editedDate: null,
  isDeleted: false,
  canEdit: false,
  canDelete: false,
};

/** A reply by someone to a thread. */
export const reply = (id: number, name: string, text: string): ReviewReply => ({
  ...comment,
  id,
  parentId: 1,
  text,
  author: person(name),
});

/** A thread numbered `number`, pinned to `anchor`; the rest as a caller would see it. */
export function thread(
  number: number,
  anchor: Anchor,
  text: string,
  more: Partial<ReviewThread> = {},
): ReviewThread {
  return {
    ...comment,
    id: 100 + number,
    parentId: null,
    text,
    author: person('Ann Lee'),
    number,
    version: 1,
    anchor,
    hasDrawing: false,
    resolved: null,
    canResolve: false,
    replies: [],
    ...more,
  };
}

/** A moment of a video at a frame (its time as the player would have stored it). */
export const moment = (frame: number, rate: number): Anchor => ({
  kind: 'time',
  time: frame / rate,
  endTime: null,
  frame,
  endFrame: null,
});

/** A range of a video, first to last frame. */
export const range = (frame: number, endFrame: number, rate: number): Anchor => ({
  kind: 'time',
  time: frame / rate,
  endTime: endFrame / rate,
  frame,
  endFrame,
});

/** An export of `threads` on a medium like the fly-through, with `medium`'s changes. */
export function reviewExport(
  medium: Partial<ExportedMedium>,
  threads: ReviewThread[],
): ReviewExport {
  return {
    medium: {
      id: 7,
      title: 'Fly-through',
      fileName: 'fly-through.mp4',
      type: 'Video',
      projectName: 'Harbour Tower',
      clientName: 'Northwind',
      version: 1,
      frameRate: 24,
      duration: 4,
      startTimecode: null,
      width: 1920,
      height: 1080,
      ...medium,
    },
    threads,
    decisions: [],
    exportedBy: 'Sam Studio',
    exportedAt: new Date('2026-03-03T10:00:00.000Z'),
  };
}

/** The fly-through: 24 fps, 4 s, notes at frames 12 and 48 and over 60–84. */
export const flyThrough = () =>
  reviewExport({}, [
    thread(1, moment(12, 24), 'The crane shadow pops in here'),
    thread(2, moment(48, 24), 'Warmer light on the podium', { resolved: { by: 'Sam', date: '' } }),
    thread(3, range(60, 84, 24), 'Slow the camera down through the lobby, it feels rushed'),
  ]);

/** A 29.97 master from 01:00:00;00: notes before, at and after the first minute, and at ten. */
export const ntscMaster = () =>
  reviewExport(
    {
      title: 'Harbour Tower master',
      fileName: 'master.mov',
      frameRate: 29.97,
      duration: 700,
      startTimecode: '01:00:00;00',
    },
    [
      thread(1, moment(1799, 30000 / 1001), 'Last frame of the first minute'),
      thread(2, range(1800, 1829, 30000 / 1001), 'A second from the minute'),
      thread(3, moment(17982, 30000 / 1001), 'Ten minutes in'),
    ],
  );

/** A 25 fps 360° film from 10:00:00:00: the whole medium, a deleted thread, hard characters. */
export const panorama = () =>
  reviewExport(
    {
      title: 'Lobby <360> & "roof"',
      fileName: 'lobby 360#1.mp4',
      type: 'PanoramaVideo',
      frameRate: 25,
      duration: 10,
      startTimecode: '10:00:00:00',
      width: null,
      height: null,
    },
    [
      thread(4, { kind: 'whole', entry: null }, 'Overall: the grade is too cold'),
      thread(
        1,
        { kind: 'view', yaw: 0.5, pitch: 0, zoom: 50, time: 2, frame: 50 },
        'Sign reads <Lobby> & "Lifts"|wrong\nshould be Level 1',
      ),
      thread(2, range(100, 149, 25), '', {
        isDeleted: true,
        author: null,
        replies: [reply(21, 'Bob Hart', 'Still needs fixing'), reply(22, 'Ann Lee', 'Agreed')],
      }),
    ],
  );
