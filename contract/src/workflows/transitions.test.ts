import {
  ESTIMATE_MOVES,
  findMove,
  movesFrom,
  QUERY_MOVES,
  RECEIPT_MOVES,
  type WorkflowMove,
} from './transitions.ts';
import {
  ESTIMATE_STATUS,
  QUERY_STATUS,
  RECEIPT_STATUS,
  VISIBLE_ESTIMATE_STATUSES,
  VISIBLE_QUERY_STATUSES,
  VISIBLE_RECEIPT_STATUSES,
} from './statuses.ts';

const tables = [
  ['estimates', ESTIMATE_MOVES, ESTIMATE_STATUS, VISIBLE_ESTIMATE_STATUSES],
  ['queries', QUERY_MOVES, QUERY_STATUS, VISIBLE_QUERY_STATUSES],
  ['receipts', RECEIPT_MOVES, RECEIPT_STATUS, VISIBLE_RECEIPT_STATUSES],
] as const;

it.each(tables)(
  '%s: every move joins two known statuses once, and every status can be reached',
  (_, moves, statuses) => {
    const names = Object.keys(statuses);
    const all = moves as readonly WorkflowMove<string>[];
    for (const move of all) {
      expect(names).toContain(move.from);
      expect(names).toContain(move.to);
      expect(move.from).not.toBe(move.to);
    }
    const keys = all.map((move) => `${move.from}>${move.to}>${move.by}`);
    expect(new Set(keys).size).toBe(keys.length);
    const reached = new Set(['Draft', ...all.map((move) => move.to)]);
    expect(names.filter((name) => !reached.has(name))).toEqual([]);
  },
);

it.each(tables)(
  '%s: a client moves only from statuses a client sees',
  (_, moves, _statuses, visible) => {
    for (const move of (moves as readonly WorkflowMove<string>[]).filter(
      (m) => m.by === 'client',
    )) {
      expect(visible as readonly string[]).toContain(move.from);
    }
  },
);

it('lets the client approve or reject an issued estimate, and nothing of a draft', () => {
  expect(movesFrom(ESTIMATE_MOVES, 'EstimateIssued', 'client').map((m) => m.to)).toEqual([
    'EstimateApproved',
    'EstimateRejected',
  ]);
  expect(movesFrom(ESTIMATE_MOVES, 'Draft', 'client')).toEqual([]);
  expect(findMove(ESTIMATE_MOVES, 'EstimateIssued', 'EstimateApproved', 'studio')).toBeUndefined();
  expect(findMove(ESTIMATE_MOVES, 'Invoiced', 'Cancelled', 'studio')).toBeUndefined();
  expect(findMove(ESTIMATE_MOVES, 'ActualApproved', 'Invoiced', 'studio')?.action).toBe(
    'Mark invoiced',
  );
});

it('lets the client answer a query or ask for clarification, and answer a clarification request', () => {
  expect(movesFrom(QUERY_MOVES, 'Sent', 'client').map((m) => m.action)).toEqual([
    'Answer',
    'Ask for clarification',
  ]);
  expect(findMove(QUERY_MOVES, 'NeedFurtherClarificationSent', 'Answered', 'client')).toBeDefined();
  expect(findMove(QUERY_MOVES, 'Closed', 'Sent', 'studio')).toBeUndefined();
});

it('leaves invoices and receipts to the studio: a client only sees them', () => {
  expect(RECEIPT_MOVES.filter((move) => move.by === 'client')).toEqual([]);
  expect(movesFrom(RECEIPT_MOVES, 'IssuedToClient', 'studio').map((m) => m.to)).toEqual([
    'ReceiptReceived',
    'NoReceipt',
  ]);
});

it.each(tables)(
  '%s: the other side is told of every move whose result it sees, and of a withdrawal',
  (_, moves, __, visible) => {
    const shown = visible as readonly string[];
    const untold = (moves as readonly WorkflowMove<string>[])
      .filter(
        (move) =>
          move.by === 'client' ||
          shown.includes(move.to) ||
          (move.to === 'Cancelled' && shown.includes(move.from)),
      )
      .filter((move) => move.notice === undefined)
      .map((move) => `${move.from}>${move.to}`);
    expect(untold).toEqual([]);
  },
);
