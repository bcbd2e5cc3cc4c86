import type { ReviewDecisionRecord } from '@portal/contract';
import sharp from 'sharp';
import { toPdfReport } from './pdf-report.js';
import type { ThreadStill } from './stills.js';
import { readPdf } from './testing/read-pdf.js';
import { moment, range, reply, reviewExport, thread } from './testing/review-exports.js';

// Reports read back with pdf.js (`testing/read-pdf.ts`).

const A4_HEIGHT = 841.89;
const MARGIN = 56;

const none = async () => null;

const decisions: ReviewDecisionRecord[] = [
  {
    id: 2,
    outcome: 'ChangesRequested',
    reason: 'The podium light and the lobby pace, as noted.',
    by: 'Sam Studio',
    onBehalfOf: 'Northwind',
    date: '2026-03-03T01:30:00.000Z',
    version: 2,
  },
  {
    id: 1,
    outcome: 'Approved',
    reason: '',
    by: 'Olivia Harbour',
    onBehalfOf: null,
    date: '2026-02-20T23:00:00.000Z',
    version: 1,
  },
];

/** The fly-through from 01:00:00:00, on its second version, with replies and decisions. */
function flyThroughReport() {
  const review = reviewExport({ startTimecode: '01:00:00:00', version: 2 }, [
    thread(1, moment(12, 24), 'The crane shadow pops in here', {
      version: 2,
      replies: [reply(11, 'Sam Studio', 'Fixed in the next render')],
    }),
    thread(2, moment(48, 24), 'Warmer light on the podium', {
      version: 2,
      resolved: { by: 'Sam Studio', date: '2026-03-02T22:00:00.000Z' },
    }),
    thread(3, range(60, 84, 24), 'Slow the camera down through the lobby, it feels rushed', {
      version: 2,
    }),
  ]);
  return { ...review, decisions };
}

it('holds the title block, the decisions and every thread with its place, author and replies', async () => {
  const { text, pages } = await readPdf(await toPdfReport(flyThroughReport(), none));
  for (const words of [
    'Review report',
    'Fly-through',
    'fly-through.mp4',
    'Harbour Tower',
    'Northwind',
    'Version 2\n',
    'Changes requested (version 2)',
    '2 open, 1 resolved',
    'by Sam Studio, 3 Mar 2026, 9:00 pm AEDT',
  ]) {
    expect(text).toContain(words);
  }
  // Decisions, newest first: outcome, who for whom, when (Sydney time), version, reason.
  const history = text.slice(text.indexOf('Decisions'), text.indexOf('\nComments\n'));
  expect(history.indexOf('Changes requested')).toBeLessThan(history.indexOf('Approved'));
  expect(history).toContain(
    'Sam Studio on behalf of Northwind, 3 Mar 2026, 12:30 pm AEDT, version 2',
  );
  expect(history).toContain('The podium light and the lobby pace, as noted.');
  expect(history).toContain('Olivia Harbour, 21 Feb 2026, 10:00 am AEDT, version 1');
  // Each thread: its number, timecode from the file's start, state, author and when, words.
  const comments = text.slice(text.indexOf('\nComments\n'));
  expect(comments).toMatch(/Comment 1[\s\S]*Open[\s\S]*At 01:00:00:12/);
  expect(comments).toContain('Ann Lee (client), 2 Mar 2026, 8:00 pm AEDT');
  expect(comments).toContain('The crane shadow pops in here');
  expect(comments).toMatch(/Comment 2[\s\S]*Resolved by Sam Studio, 3 Mar 2026, 9:00 am AEDT/);
  expect(comments).toContain('At 01:00:02:00');
  expect(comments).toContain('From 01:00:02:12 to 01:00:03:12');
  expect(comments).toMatch(/Fixed in the next render/);
  expect(comments).toContain('Sam Studio (client), 2 Mar 2026, 8:00 pm AEDT');
  expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
});

it('names every kind of place, the version of each thread, and a deleted thread', async () => {
  const point = { kind: 'point', x: 0.3, y: 0.42, width: 0.2, height: 0.1, page: 3 } as const;
  const review = reviewExport({ type: 'Pdf', version: null }, [
    thread(1, { kind: 'whole', entry: null }, 'Overall: too cold', { version: 1 }),
    thread(2, { ...point, width: null, height: null }, 'This heading', { version: 2 }),
    thread(3, point, 'This table', { version: 2 }),
    thread(4, { kind: 'view', yaw: Math.PI / 2, pitch: -0.2, zoom: 40, time: 2, frame: 48 }, 'Sky'),
    thread(5, { kind: 'position', longitude: 151.2093, latitude: -33.8688, height: 12 }, 'Here'),
    thread(6, { kind: 'whole', entry: 'renders/hero.png' }, 'Entry'),
    thread(7, moment(0, 24), '', {
      isDeleted: true,
      author: null,
      replies: [reply(71, 'Bob Hart', 'Still wrong')],
    }),
  ]);
  const { text } = await readPdf(await toPdfReport(review, none));
  expect(text).toContain('All versions');
  expect(text).toContain('Whole medium, on version 1');
  expect(text).toContain('Page 3, at 30% across, 42% down, on version 2');
  expect(text).toContain('Page 3, area from 30% across, 42% down, 20% wide and 10% high');
  expect(text).toContain('At 00:00:02:00, yaw 90°, pitch -11°, zoom 40');
  expect(text).toContain('At 151.20930° longitude, -33.86880° latitude, 12.0 m high');
  expect(text).toContain('On renders/hero.png');
  expect(text).toContain('This comment was deleted; its replies remain.');
  expect(text).toContain('Still wrong');
  // Six live threads (the deleted one is no longer counted), none resolved.
  expect(text).toContain('6 open, 0 resolved');
  expect(text).toContain('Awaiting review (version 2)');
  expect(text).toContain('No decisions yet.');
});

it('writes what Helvetica has, and a stand-in for the rest; long words wrap onto more pages', async () => {
  const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
  const review = reviewExport({}, [
    thread(1, moment(12, 24), 'Zoë’s note — 10 × 20 cm, −3 dB ✓ 日本'),
    thread(2, moment(24, 24), `${long} the end`),
  ]);
  const { text, pages } = await readPdf(await toPdfReport(review, none));
  expect(text).toContain('Zoë’s note — 10 × 20 cm, -3 dB ? ??');
  expect(text.replace(/\s+/g, ' ')).toContain('word398 word399 the end');
  expect(pages.length).toBeGreaterThan(1);
});

it('shows each still whole on a page, never across a page break', async () => {
  const tall = await sharp({
    create: { width: 480, height: 640, channels: 3, background: '#336699' },
  })
    .jpeg()
    .toBuffer();
  const wide = await sharp({
    create: { width: 480, height: 270, channels: 3, background: '#993366' },
  })
    .jpeg()
    .toBuffer();
  const threads = Array.from({ length: 12 }, (_, i) =>
    thread(i + 1, moment(i * 4, 24), `Note ${i + 1} `.repeat(i * 12 + 1)),
  );
  const stills = async ({ number }: { number: number }): Promise<ThreadStill | null> =>
    number % 3 === 0
      ? null
      : number % 2
        ? { jpeg: tall, width: 480, height: 640 }
        : { jpeg: wide, width: 480, height: 270 };
  const { images, pages } = await readPdf(await toPdfReport(reviewExport({}, threads), stills));
  expect(images).toHaveLength(8);
  for (const image of images) {
    expect(image.bottom).toBeGreaterThanOrEqual(MARGIN - 0.5);
    expect(image.top).toBeLessThanOrEqual(A4_HEIGHT - MARGIN + 0.5);
  }
  // Each still follows its own thread's words.
  expect(pages.length).toBeGreaterThan(3);
});

it('lays out 500 threads in well under a few seconds, every one named', async () => {
  const threads = Array.from({ length: 500 }, (_, i) =>
    thread(i + 1, moment(i, 24), `Note number ${i + 1}: the light on the podium, again.`, {
      replies: [reply(10_000 + i, 'Sam Studio', 'Done in the next render.')],
    }),
  );
  const started = performance.now();
  const bytes = await toPdfReport({ ...reviewExport({ duration: 30 }, threads), decisions }, none);
  const took = performance.now() - started;
  const { text } = await readPdf(bytes);
  const named = new Set(text.match(/Comment \d+(?=\n|\s|$)/g));
  expect(named.size).toBe(500);
  for (const n of [1, 250, 500]) expect(named).toContain(`Comment ${n}`);
  expect(took).toBeLessThan(3000);
});
