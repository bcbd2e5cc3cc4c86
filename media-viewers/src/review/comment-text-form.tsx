import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormErrors, ReviewCommentTextSchema } from '@portal/shared';
import type { CommentFailure } from './failures';
import { firstProblem } from './first-problem';
import { MentionTextarea } from './mention-textarea';
import { useReviewMedium } from './review-context';

/** What a comment form sends. */
export interface CommentText {
  text: string;
  mentions: number[];
}

/** The text's own rule, checked before sending ("Enter a comment.", the length). */
export function textProblem(text: string): string | null {
  return firstProblem(ReviewCommentTextSchema, text);
}

/**
 * A reply or an edit: the mention textarea, the API's messages (under the field, or above it),
 * the submit button and Cancel.
 */
export function CommentTextForm({
  label,
  submitLabel,
  initial = { text: '', mentions: [] },
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
  const { people } = useReviewMedium();
  const [text, setText] = useState(initial.text);
  const [mentions, setMentions] = useState<number[]>(initial.mentions);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const found = textProblem(text);
    setProblem(found);
    if (!found) onSubmit({ text: text.trim(), mentions });
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
          value={text}
          onChange={(next) => {
            setText(next);
            setProblem(null);
          }}
          mentions={mentions}
          onMentionsChange={setMentions}
          people={people}
          error={problem ?? failure?.field}
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
