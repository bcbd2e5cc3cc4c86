import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { applyServerErrors, CommentTextSchema, isApiError, FormErrors } from '@portal/shared';
import { useCreateComment } from '../api/create-comment';

/** Said when a comment could not be sent for a reason the field cannot show. */
export const COMMENT_NOT_POSTED = 'Your comment could not be posted. Please try again.';

/** The comment form's values, checked with the API's own rule before sending. */
const CommentFormSchema = v.object({ text: CommentTextSchema });
type CommentFormValues = v.InferOutput<typeof CommentFormSchema>;

interface CommentFormProps {
  projectId: number;
  /** Set for a reply: the top-level comment it answers. */
  parentId?: number;
  label: string;
  submitLabel: string;
  /** Called after the comment is stored (a reply form closes). */
  onPosted?: () => void;
  /** Shown beside the submit button (a reply form's Cancel). */
  onCancel?: () => void;
}

/** Writes a comment or a reply; checks it first, then shows the server's word on the field. */
export function CommentForm(props: CommentFormProps) {
  const { projectId, parentId, label, submitLabel, onPosted, onCancel } = props;
  const create = useCreateComment(projectId);
  const [failure, setFailure] = useState<string[]>([]);
  const form = useForm<CommentFormValues>({
    resolver: valibotResolver(CommentFormSchema),
    defaultValues: { text: '' },
  });
  const submit = form.handleSubmit((values) => {
    setFailure([]);
    create.mutate(
      { text: values.text, ...(parentId ? { parentId } : {}) },
      {
        onSuccess: () => {
          form.reset();
          onPosted?.();
        },
        onError: (error) => {
          // A refusal (not on the team, project gone) says why; anything else is ours to retry.
          const refused = isApiError(error, 403) || isApiError(error, 404);
          // The text's messages go on the field; a reply's parent problem, above it.
          setFailure(
            applyServerErrors(form, error, { fallback: refused ? undefined : COMMENT_NOT_POSTED }),
          );
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FormErrors messages={failure} />
        <Textarea
          label={label}
          autosize
          minRows={parentId ? 2 : 3}
          maxRows={12}
          error={form.formState.errors.text?.message}
          // A reply form opens because the person asked to reply: put them in it.
          autoFocus={Boolean(parentId)}
          {...form.register('text')}
        />
        <Group gap="xs">
          <Button type="submit" loading={create.isPending} size={parentId ? 'xs' : 'sm'}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="subtle" size="xs" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
