import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { isApiError } from '@portal/shared';
import { useCreateComment } from '../api/create-comment';
import { CommentFormSchema, type CommentFormValues } from '../comment-rules';

/** Said when a comment could not be sent for a reason the field cannot show. */
export const COMMENT_NOT_POSTED = 'Your comment could not be posted. Please try again.';

/** Server fields whose 400 messages belong on the one text field. */
const FIELD_KEYS = ['Text', 'ParentId', ''];

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
  const form = useForm<CommentFormValues>({
    resolver: valibotResolver(CommentFormSchema),
    defaultValues: { text: '' },
  });
  const submit = form.handleSubmit((values) => {
    create.mutate(
      { text: values.text, ...(parentId ? { parentId } : {}) },
      {
        onSuccess: () => {
          form.reset();
          onPosted?.();
        },
        onError: (error) => {
          if (!isApiError(error, 400)) return;
          const message = FIELD_KEYS.map((key) => error.fieldErrors[key]?.[0]).find(Boolean);
          form.setError('text', { message: message ?? error.message });
        },
      },
    );
  });
  const failed = create.isError && !isApiError(create.error, 400);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {failed && (
          <Alert color="red" role="alert">
            {isApiError(create.error, 403) || isApiError(create.error, 404)
              ? create.error.message
              : COMMENT_NOT_POSTED}
          </Alert>
        )}
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
