import {
  ESTIMATE_MOVES,
  QUERY_MOVES,
  RECEIPT_MOVES,
  type WorkflowKind,
  type WorkflowMove,
} from '@portal/contract';

/**
 * A workflow's moves as a markdown table (from → to, who, action, message, notifies): the text
 * api/src/workflows/CONTEXT.md holds, which a test keeps equal to the contract's tables.
 */
export function moveTable(moves: readonly WorkflowMove<string>[]) {
  const rows = [
    ['from → to', 'who', 'action', 'message', 'notifies'],
    ...moves.map((move) => [
      `${move.from} → ${move.to}`,
      move.by,
      move.action,
      move.message ? `${move.message.label}${move.message.required ? ' (required)' : ''}` : '—',
      move.notice ?? '—',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(rows[0]!),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

/** The three workflows' tables, by kind. */
export const MOVE_TABLES: Record<WorkflowKind, string> = {
  estimates: moveTable(ESTIMATE_MOVES),
  queries: moveTable(QUERY_MOVES),
  invoices: moveTable(RECEIPT_MOVES),
};
