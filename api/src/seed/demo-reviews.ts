import {
  addDays,
  frameAt,
  studioDay,
  type Anchor,
  type Drawing,
  type ReviewOutcome,
} from '@portal/contract';
import type { Db } from '../db/database.js';

// A small review on Waterfront Pavilion (Harbour & Co), so a newcomer opening the fly-through
// or the dusk renders sees pinned threads, a resolved one, a drawing and both kinds of decision,
// and the design report's review overdue (due two days before the seed's day, still pending).
// Written straight to the tables: like the demo workflows, it sends no notifications (the
// seed's bell is its own, and e2e counts it).

const HOUR = 3600 * 1000;
const OLIVIA = 'olivia@harbourco.example.com';
const CASEY = 'client@example.com';
const NOAH = 'noah@lumen.example.com';

/**
 * The demo videos' frame rates and durations, as an upload's analysis measures them
 * (`videoTiming(await analyseVideo(source))`, mediainfo.js). Written here rather than measured at
 * each seed: every API test file seeds a fresh database, and loading the analyser twice costs
 * about a second each time. `demo-reviews.test.ts` measures the files and fails when a
 * re-rendered video (`assets/demo/make/`) no longer matches.
 */
export const DEMO_VIDEO_TIMING: Record<string, { frame_rate: number; duration: number }> = {
  'pavilion-flythrough.mp4': { frame_rate: 24, duration: 4 },
  'reef-360.mp4': { frame_rate: 24, duration: 3 },
};

/** A demo file's timing columns (null for anything but the demo videos). */
export const demoVideoTiming = (file: string) =>
  DEMO_VIDEO_TIMING[file] ?? { frame_rate: null, duration: null };

/** One demo comment: who, when (hours ago), where, and what was said back. */
interface DemoThread {
  author: string;
  hoursAgo: number;
  text: string;
  anchor: Anchor;
  drawing?: Drawing;
  mentions?: string[];
  replies?: { author: string; hoursAgo: number; text: string }[];
  resolvedBy?: { user: string; hoursAgo: number };
}

/** A fly-through moment (or range) with its frames at the video's 24 fps, as the API stores a pin. */
const time = (seconds: number, end: number | null = null): Anchor => {
  const { frame_rate: rate } = DEMO_VIDEO_TIMING['pavilion-flythrough.mp4']!;
  return {
    kind: 'time',
    time: seconds,
    endTime: end,
    frame: frameAt(seconds, rate),
    endFrame: end === null ? null : frameAt(end, rate),
  };
};

const FLYTHROUGH: DemoThread[] = [
  {
    author: CASEY,
    hoursAgo: 30,
    text: 'The canopy slats read quite dark as the camera comes round. Could we lift them a touch?',
    anchor: time(1),
    replies: [
      {
        author: NOAH,
        hoursAgo: 26,
        text: 'Agreed: we will lift the canopy by half a stop in the next pass.',
      },
    ],
  },
  {
    author: OLIVIA,
    hoursAgo: 20,
    text: '@Noah Lumen could the camera hold on the harbour a beat longer before it turns?',
    anchor: time(2.5, 3.5),
    mentions: [NOAH],
  },
  {
    author: CASEY,
    hoursAgo: 18,
    text: 'There is a small flicker on the water reflections here.',
    anchor: time(3.25),
    replies: [
      { author: NOAH, hoursAgo: 6, text: 'Fixed in the re-render (more samples on the water).' },
    ],
    resolvedBy: { user: NOAH, hoursAgo: 6 },
  },
];

const DUSK: DemoThread[] = [
  {
    author: OLIVIA,
    hoursAgo: 10,
    text: 'Can the warm glow spill a little further onto the deck, about here?',
    anchor: { kind: 'point', x: 0.56, y: 0.68, width: 0.18, height: 0.14, page: null },
    drawing: {
      shapes: [
        { tool: 'rectangle', colour: 'yellow', x: 0.56, y: 0.68, width: 0.18, height: 0.14 },
        { tool: 'arrow', colour: 'yellow', x1: 0.42, y1: 0.6, x2: 0.56, y2: 0.7 },
      ],
    },
  },
];

/** The demo decisions: medium title, outcome, reason, by whom, hours ago. */
const DECISIONS: [string, ReviewOutcome, string, string, number][] = [
  ['Dusk from the foreshore', 'Approved', '', OLIVIA, 8],
  [
    'Under the timber canopy',
    'ChangesRequested',
    'The benches should be the spotted gum from the materials schedule, not the pale oak.',
    OLIVIA,
    7,
  ],
];

/** The medium whose review the seed makes overdue, and by how many days. */
const OVERDUE: [string, number] = ['Design visualisation report', 2];

/** Seeds the review of Waterfront Pavilion's fly-through and dusk renders, and one overdue. */
export async function seedReviews(db: Db, userIds: Map<string, number>) {
  const mediaIdOf = async (title: string) => {
    const row = await db
      .selectFrom('media')
      .innerJoin('posts', 'posts.id', 'media.post_id')
      .innerJoin('projects', 'projects.id', 'posts.project_id')
      .select('media.id')
      .where('projects.name', '=', 'Waterfront Pavilion')
      .where('media.title', '=', title)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  const user = (email: string) => userIds.get(email)!;

  for (const [title, threads] of [
    ['Fly-through', FLYTHROUGH],
    ['Dusk from the foreshore', DUSK],
  ] as const) {
    const mediaId = await mediaIdOf(title);
    for (const [index, thread] of threads.entries()) {
      const { id } = await db
        .insertInto('media_comments')
        .values({
          media_id: mediaId,
          parent_id: null,
          number: index + 1,
          author_id: user(thread.author),
          guest_id: null,
          text: thread.text,
          anchor: JSON.stringify(thread.anchor),
          drawing: thread.drawing ? JSON.stringify(thread.drawing) : null,
          mentions: JSON.stringify((thread.mentions ?? []).map(user)),
          created_at: at(thread.hoursAgo),
          resolved_at: thread.resolvedBy ? at(thread.resolvedBy.hoursAgo) : null,
          resolved_by: thread.resolvedBy ? user(thread.resolvedBy.user) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const reply of thread.replies ?? []) {
        await db
          .insertInto('media_comments')
          .values({
            media_id: mediaId,
            parent_id: id,
            number: null,
            author_id: user(reply.author),
            guest_id: null,
            text: reply.text,
            anchor: null,
            drawing: null,
            created_at: at(reply.hoursAgo),
          })
          .execute();
      }
    }
  }

  for (const [title, outcome, reason, by, hoursAgo] of DECISIONS) {
    await db
      .insertInto('media_decisions')
      .values({
        media_id: await mediaIdOf(title),
        outcome,
        reason,
        user_id: user(by),
        guest_id: null,
        on_behalf_of_client_id: null,
        created_at: at(hoursAgo),
      })
      .execute();
  }

  const [overdue, daysAgo] = OVERDUE;
  await db
    .updateTable('media')
    .set({ due_on: addDays(studioDay(new Date(now)), -daysAgo) })
    .where('id', '=', await mediaIdOf(overdue))
    .execute();
}
