import { findMove } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { AnyDefinition } from '../workflows/definition.js';
import { estimates } from '../workflows/estimates.js';
import { invoices } from '../workflows/invoices.js';
import { queries } from '../workflows/queries.js';
import { insertEvent, insertRow, updateRow } from '../workflows/repository.js';

// Demo estimates, questions and invoices on Waterfront Pavilion (Harbour & Co), each walked
// through the contract's moves so its history reads like the real thing. No notifications:
// the seed's bell is its own (seed.ts), and e2e counts it.

const DAY = 24 * 3600 * 1000;

/** One demo record: its form's fields, the statuses it went through, and when it started. */
interface DemoItem {
  body: Record<string, unknown>;
  /** From Draft to where it stands, one move per day. */
  path: string[];
  daysAgo: number;
  /** The message written with the move into a status. */
  messages?: Record<string, string>;
  /** Who makes the client's moves (e-mail). */
  client?: string;
}

const OLIVIA = 'olivia@harbourco.example.com';
const CASEY = 'client@example.com';
const STUDIO = 'admin@example.com';
const dueIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const DEMO: [AnyDefinition, DemoItem[]][] = [
  [
    estimates,
    [
      {
        body: {
          title: 'Concept renders',
          description: 'Four concept stills of the pavilion from the foreshore, day and dusk.',
          estimateCents: 600_000,
          actualCents: 645_000,
          gst: true,
        },
        path: [
          'Draft',
          'ReadyForEstimateIssue',
          'EstimateIssued',
          'EstimateApproved',
          'InProgress',
          'WorkComplete',
          'ReadyForActualIssue',
          'ActualIssued',
          'ActualApproved',
        ],
        daysAgo: 40,
        client: OLIVIA,
      },
      {
        body: {
          title: 'Animation and stills',
          description:
            'A 90-second fly-through of the pavilion at dusk and eight final stills, two rounds of changes included.',
          estimateCents: 1_850_000,
          actualCents: null,
          gst: true,
        },
        path: ['Draft', 'ReadyForEstimateIssue', 'EstimateIssued'],
        daysAgo: 6,
      },
      {
        body: {
          title: 'Aerial views',
          description: 'Two aerial views of the foreshore with the pavilion in context.',
          estimateCents: 420_000,
          actualCents: null,
          gst: true,
        },
        path: ['Draft'],
        daysAgo: 1,
      },
    ],
  ],
  [
    queries,
    [
      {
        body: {
          title: 'Timber species for the deck',
          question: 'Which timber should the deck show: spotted gum or blackbutt?',
        },
        path: ['Draft', 'Sent', 'Answered'],
        daysAgo: 12,
        messages: { Answered: 'Spotted gum, oiled, with the boards running east–west.' },
        client: CASEY,
      },
      {
        body: {
          title: 'Facade material for the north elevation?',
          question:
            'The drawings show both zinc and timber battens on the north elevation. Which one should the renders use?',
        },
        path: ['Draft', 'Sent'],
        daysAgo: 3,
      },
      {
        body: {
          title: 'Lighting for the dusk renders',
          question: 'Should the pavilion be lit from inside in the dusk views?',
        },
        path: ['Draft'],
        daysAgo: 1,
      },
    ],
  ],
  [
    invoices,
    [
      {
        body: {
          title: 'Concept renders',
          description: 'Four concept stills, as approved in EST-0001.',
          amountCents: 645_000,
          gst: true,
          dueDate: dueIn(-6),
        },
        path: [
          'Draft',
          'Processing',
          'Validated',
          'ReadyForApproval',
          'PMApproved',
          'IssuedToClient',
          'ReceiptReceived',
        ],
        daysAgo: 26,
      },
      {
        body: {
          title: 'Animation and stills: deposit',
          description: 'Deposit of 50% on EST-0002.',
          amountCents: 925_000,
          gst: true,
          dueDate: dueIn(14),
        },
        path: [
          'Draft',
          'Processing',
          'Validated',
          'ReadyForApproval',
          'PMApproved',
          'IssuedToClient',
        ],
        daysAgo: 5,
      },
      {
        body: {
          title: 'Animation and stills: balance',
          description: 'The balance of EST-0002, on delivery.',
          amountCents: 925_000,
          gst: true,
          dueDate: null,
        },
        path: ['Draft'],
        daysAgo: 0,
      },
    ],
  ],
];

/** Stores one demo record and the steps of its path. */
async function seedItem(
  db: Db,
  definition: AnyDefinition,
  projectId: number,
  userIds: Map<string, number>,
  item: DemoItem,
) {
  const at = (step: number) => new Date(Date.now() - (item.daysAgo - step) * DAY).toISOString();
  const studio = userIds.get(STUDIO)!;
  const status = (name: string) => definition.statuses[name]!;
  const id = await insertRow(db, definition.kind, definition.prefix, {
    ...definition.columns(item.body as never),
    project_id: projectId,
    status: status(item.path.at(-1)!),
    created_at: at(0),
    updated_at: at(item.path.length - 1),
    created_by: studio,
  });
  const event = { kind: definition.kind, itemId: id, message: null };
  await insertEvent(db, {
    ...event,
    from: null,
    to: status('Draft'),
    userId: studio,
    side: 'studio',
    action: 'Created',
    at: at(0),
  });
  let moved: Record<string, unknown> = {};
  for (let step = 1; step < item.path.length; step++) {
    const [from, to] = [item.path[step - 1]!, item.path[step]!];
    const move =
      findMove(definition.moves, from, to, 'studio') ??
      findMove(definition.moves, from, to, 'client');
    if (!move) throw new Error(`No move from ${from} to ${to} in ${definition.kind}`);
    await insertEvent(db, {
      ...event,
      from: status(from),
      to: status(to),
      userId: move.by === 'studio' ? studio : userIds.get(item.client ?? OLIVIA)!,
      side: move.by,
      action: move.action,
      message: item.messages?.[to] ?? null,
      at: at(step),
    });
    moved = { ...moved, ...definition.moved?.(to, at(step)) };
  }
  if (Object.keys(moved).length > 0) await updateRow(db, definition.kind, id, moved);
}

/** Seeds the demo workflows of Waterfront Pavilion. */
export async function seedWorkflows(db: Db, userIds: Map<string, number>) {
  const project = await db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', 'Waterfront Pavilion')
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    for (const [definition, items] of DEMO) {
      for (const item of items) await seedItem(trx, definition, project.id, userIds, item);
    }
  });
}
