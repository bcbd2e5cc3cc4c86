import { Button, Group, Stack } from '@mantine/core';
import { useId } from 'react';
import { FormErrors } from '@portal/shared';
import { AttachmentPicker, PostNote } from './attachment-picker';
import type { CommentFailure } from './failures';
import { MentionTextarea } from './mention-textarea';
import { useAttachments } from './use-attachments';
import { useCommentText, type CommentText } from './use-comment-text';

/**
 * A reply or an edit: the mention textarea, the API's messages (under the field, or above it),
 * with `attachable` (a reply; an edit keeps its files) "Attach files", the submit button (waiting
 * for the files) and Cancel. `onSubmit` is handed the words and the uploaded files' ids.
 */
export function CommentTextForm({
  label,
  submitLabel,
  initial,
  busy,
  failure,
  attachable = false,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: CommentText;
  busy: boolean;
  failure: CommentFailure | null;
  attachable?: boolean;
  onSubmit: (value: CommentText, attachments: number[]) => void;
  onCancel: () => void;
}) {
  const words = useCommentText(initial);
  const files = useAttachments();
  const noteId = useId();
  const submit = () => {
    const value = words.take();
    if (value && !files.note) onSubmit(value, files.ids);
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
        {attachable && <AttachmentPicker files={files} />}
        <Group gap="xs">
          <Button
            type="submit"
            size="xs"
            loading={busy}
            disabled={files.note !== null}
            aria-describedby={files.note ? noteId : undefined}
          >
            {submitLabel}
          </Button>
          <Button variant="subtle" size="xs" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
        <PostNote id={noteId} note={files.note} />
      </Stack>
    </form>
  );
}
