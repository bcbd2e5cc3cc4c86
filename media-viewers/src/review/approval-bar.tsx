import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  ConfirmDialog,
  formatDateTime,
  REVIEW_STATE_LABELS,
  type MediaReview,
  type ReviewState,
} from '@portal/shared';
import { NestedModal } from './nested-dialogs';
import { useDecide } from './api/decide';
import { DecisionHistory, decidedBy } from './decision-history';
import { DECISION_NOT_SAVED, refusalOr } from './failures';
import { RequestChangesDialog } from './request-changes-dialog';

/** Each state's badge colour (Mantine's light badge; the theme keeps its text at AA contrast). */
export const REVIEW_STATE_COLOURS = {
  Pending: 'gray',
  Approved: 'green',
  ChangesRequested: 'orange',
} satisfies Record<ReviewState, string>;

/**
 * Where the medium stands: its state, who decided it and when (for the client, when the studio
 * decided), the reason changes were asked for; Approve and Request changes when the caller
 * decides, Withdraw when the decision in effect is theirs; and the history of decisions.
 */
export function ApprovalBar({ review }: { review: MediaReview }) {
  const decide = useDecide();
  const [asking, setAsking] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const { state, decision } = review;
  const failure = decide.error && !asking ? refusalOr(decide.error, DECISION_NOT_SAVED) : null;
  const closeWithdraw = () => {
    decide.reset();
    setWithdrawing(false);
  };
  return (
    <Stack gap={6} component="section" aria-label="Approval">
      <Group gap="xs" wrap="wrap">
        <Badge color={REVIEW_STATE_COLOURS[state]} variant="light" size="lg">
          {REVIEW_STATE_LABELS[state]}
        </Badge>
        {decision && (
          <Text size="xs" c="dimmed">
            by {decidedBy(decision)}, {formatDateTime(decision.date)}
          </Text>
        )}
      </Group>
      {state === 'ChangesRequested' && decision?.reason && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {decision.reason}
        </Text>
      )}
      {review.canDecide && (
        <Group gap="xs">
          {state !== 'Approved' && (
            <Button
              size="xs"
              // White on the theme's green is 3.4:1; on teal.9 it is 5:1 (WCAG AA for small text).
              color="teal.9"
              loading={decide.isPending && decide.variables?.decision === 'Approve'}
              onClick={() => decide.mutate({ decision: 'Approve' })}
            >
              Approve
            </Button>
          )}
          {state !== 'ChangesRequested' && (
            <Button size="xs" variant="light" color="orange" onClick={() => setAsking(true)}>
              Request changes
            </Button>
          )}
          {state !== 'Pending' && review.canWithdraw && (
            <Button size="xs" variant="default" onClick={() => setWithdrawing(true)}>
              Withdraw
            </Button>
          )}
        </Group>
      )}
      {review.canDecide && review.decidesOnBehalf && (
        <Text size="xs" c="dimmed">
          You decide on behalf of the client.
        </Text>
      )}
      {failure && !withdrawing && (
        <Alert color="red" role="alert" p="xs">
          {failure}
        </Alert>
      )}
      <DecisionHistory history={review.history} />
      <RequestChangesDialog opened={asking} onClose={() => setAsking(false)} />
      <ConfirmDialog
        modal={NestedModal}
        opened={withdrawing}
        title="Withdraw the decision?"
        message={`The medium goes back to ${REVIEW_STATE_LABELS.Pending.toLowerCase()}; the history keeps the decision.`}
        confirmLabel="Withdraw"
        danger={false}
        busy={decide.isPending}
        failure={decide.error && refusalOr(decide.error, DECISION_NOT_SAVED)}
        onConfirm={() => decide.mutate({ decision: 'Withdraw' }, { onSuccess: closeWithdraw })}
        onClose={closeWithdraw}
      />
    </Stack>
  );
}
