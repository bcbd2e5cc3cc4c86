import { Button, Group, Stack } from '@mantine/core';
import { FormErrors } from '@portal/shared';
import type { CommentFailure } from './failures';
import { MentionTextarea } from './mention-textarea';
import { useCommentText, type CommentText } from './use-comment-text';

/**
 * A reply or an edit: the mention textarea, the API's messages (under the field, or above it),
 * the submit button and Cancel.
 */
export function CommentTextForm({
  label,
  submitLabel,
  initial,
  busy,
  failure,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: CommentText;
  busy: boolean;
  failure: CommentFailure | null;
  onSubmit: (value: CommentText) => void;
  onCancel: () => void;
}) {
  const words = useCommentText(initial);
  const submit = () => {
    const value = words.take();
    if (value) onSubmit(value);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <FormErrors messages={failure?.alert ?? []} />
        <MentionTextarea
          label={label}
          {...words.field}
          error={words.problem ?? failure?.field}
          minRows={2}
          // The form opens because the person asked to reply or edit: put them in it.
          autoFocus
          onSubmit={submit}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={busy}>
            {submitLabel}
          </Button>
          <Button variant="subtle" size="xs" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
