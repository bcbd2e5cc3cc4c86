import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import {
  findMove,
  showErrorToast,
  showToast,
  statusBadge,
  type AvailableMove,
  type MoveRequest,
} from '@portal/shared';
import { refusalOr } from '../../../lib/refusal';
import type { WorkflowRecord, WorkflowView } from '../workflow-view';
import { MoveDialog } from './move-dialog';

/**
 * The moves the caller may make on a record now (the server's list): a studio step happens at
 * once; a client's decision, and any move with a message, is asked first in a dialog.
 */
export function MoveButtons<R extends WorkflowRecord, B>({
  view,
  record,
  move: makeMove,
  busy,
}: {
  view: WorkflowView<R, B>;
  record: R;
  move: (body: MoveRequest) => Promise<unknown>;
  busy: boolean;
}) {
  const [asking, setAsking] = useState<AvailableMove | null>(null);
  const [pressed, setPressed] = useState<number | null>(null);
  if (record.moves.length === 0) return null;
  const subject = `${record.reference} ${record.title}`;
  const from = statusBadge(view.statuses, record.status).name;
  // A client's decision and a cancellation cannot be taken back: both are asked first.
  const askFirst = (move: AvailableMove) => {
    const to = statusBadge(view.statuses, move.to).name;
    return (
      move.message !== null ||
      to === 'Cancelled' ||
      findMove(view.moves, from, to, 'client') !== undefined
    );
  };
  const run = (move: AvailableMove, message = '') =>
    makeMove({ to: move.to, message }).then(() =>
      showToast({
        type: 'success',
        title: move.action,
        message: `${subject}: now ${statusBadge(view.statuses, move.to).label}.`,
      }),
    );
  const press = (move: AvailableMove) => {
    if (askFirst(move)) {
      setAsking(move);
      return;
    }
    setPressed(move.to);
    run(move)
      .catch((error: unknown) =>
        showErrorToast(refusalOr(error, `${move.action} did not go through. Please try again.`)),
      )
      .finally(() => setPressed(null));
  };
  return (
    <>
      <Group gap="xs">
        {record.moves.map((move) => (
          <Button
            key={move.to}
            size="xs"
            variant={statusBadge(view.statuses, move.to).name === 'Cancelled' ? 'default' : 'light'}
            loading={busy && pressed === move.to}
            disabled={busy && pressed !== move.to}
            aria-label={`${move.action}: ${subject}`}
            onClick={() => press(move)}
          >
            {move.action}
          </Button>
        ))}
      </Group>
      {asking && (
        <MoveDialog
          move={asking}
          subject={subject}
          amount={view.amountOf?.(record)}
          busy={busy}
          onMove={(message) => run(asking, message)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
