import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DecisionRequestSchema, FormErrors, isApiError } from '@portal/shared';
import { useDecide } from './api/decide';
import { DECISION_NOT_SAVED, refusalOr } from './failures';
import { firstProblem } from './first-problem';
import { NestedModal } from './nested-dialogs';

/** "Request changes": the reason is required (the API's rule, checked before sending). */
export function RequestChangesDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const decide = useDecide();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    decide.reset();
    setProblem(null);
    setReason('');
    onClose();
  };
  const submit = () => {
    const body = { decision: 'RequestChanges' as const, reason };
    const found = firstProblem(DecisionRequestSchema, body);
    setProblem(found);
    if (!found) decide.mutate(body, { onSuccess: close });
  };
  const error = decide.error;
  const fieldError = isApiError(error, 400) ? error.fieldErrors.Reason?.join(' ') : undefined;
  return (
    <NestedModal opened={opened} onClose={close} title="Request changes">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <FormErrors
            messages={error && !fieldError ? [refusalOr(error, DECISION_NOT_SAVED)] : []}
          />
          <Textarea
            label="What needs to change"
            required
            autosize
            minRows={3}
            maxRows={10}
            data-autofocus
            value={reason}
            error={problem ?? fieldError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setProblem(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="orange" loading={decide.isPending}>
              Request changes
            </Button>
          </Group>
        </Stack>
      </form>
    </NestedModal>
  );
}
