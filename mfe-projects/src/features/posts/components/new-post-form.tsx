import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { isApiError } from '@portal/shared';
import { useCreatePost } from '../api/create-post';
import { NewPostFormSchema, type NewPostFormValues } from '../post-rules';

/** Said when a post could not be published for a reason no field can show. */
export const POST_NOT_PUBLISHED = 'The post could not be published. Please try again.';

const SERVER_FIELDS: Record<string, keyof NewPostFormValues> = {
  Title: 'title',
  Summary: 'summary',
};

/** Title and summary of a new post; the server's 400 messages land on their fields. */
export function NewPostForm({
  projectId,
  onPublished,
  onCancel,
}: {
  projectId: number;
  onPublished: () => void;
  onCancel: () => void;
}) {
  const create = useCreatePost(projectId);
  const form = useForm<NewPostFormValues>({
    resolver: valibotResolver(NewPostFormSchema),
    defaultValues: { title: '', summary: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: onPublished,
      onError: (error) => {
        if (!isApiError(error, 400)) return;
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          const field = SERVER_FIELDS[key];
          if (field && messages[0]) form.setError(field, { message: messages[0] });
        }
      },
    }),
  );
  const shownOnFields =
    isApiError(create.error, 400) &&
    Object.keys(create.error.fieldErrors).some((key) => key in SERVER_FIELDS);
  const failure =
    create.isError && !shownOnFields
      ? isApiError(create.error, 403) || isApiError(create.error, 404)
        ? create.error.message
        : POST_NOT_PUBLISHED
      : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label="Title"
          withAsterisk
          data-autofocus
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Textarea
          label="Summary"
          description="What is new, in a sentence or two. The project's team is notified."
          autosize
          minRows={3}
          maxRows={10}
          error={errors.summary?.message}
          {...form.register('summary')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Publish post
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
