import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  isApiError,
  MAX_WORKFLOW_TEXT_LENGTH,
  WORKFLOW_MESSAGES,
  type AvailableMove,
} from '@portal/shared';
import { refusalOr } from '../../../lib/refusal';

/**
 * A move that is asked first: a client's decision (approve, reject, answer) or a move that carries
 * a message. It restates the amount signed off (`amount`); its message field when the move has
 * one (required or not, as the workflow says), else that it cannot be taken back; why it failed,
 * with what was written kept.
 */
export function MoveDialog({
  move,
  subject,
  amount,
  busy,
  onMove,
  onClose,
}: {
  move: AvailableMove;
  /** The record, e.g. 'EST-0001 Animation and stills'. */
  subject: string;
  /** The figure the move signs off, e.g. 'Estimate total: $22,385.00 incl. GST'. */
  amount?: string;
  busy: boolean;
  /** Makes the move; rejects with the API's error. */
  onMove: (message: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    if (move.message?.required && message.trim() === '') {
      setFieldError(WORKFLOW_MESSAGES.messageRequired);
      return;
    }
    setFieldError(null);
    try {
      await onMove(message);
      onClose();
    } catch (error) {
      const onField = isApiError(error, 400) ? error.fieldErrors.Message?.[0] : undefined;
      if (onField) setFieldError(onField);
      else setFailure(refusalOr(error, `${move.action} did not go through. Please try again.`));
    }
  };
  return (
    <Modal opened onClose={onClose} title={`${move.action}: ${subject}`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {amount && <Text fw={600}>{amount}</Text>}
          {move.message ? (
            <Textarea
              label={move.message.label}
              withAsterisk={move.message.required}
              autosize
              minRows={3}
              maxRows={12}
              maxLength={MAX_WORKFLOW_TEXT_LENGTH}
              data-autofocus
              value={message}
              error={fieldError}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
          ) : (
            <Text size="sm">This cannot be taken back.</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus={!move.message}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {move.action}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
