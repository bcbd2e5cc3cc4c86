import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import {
  applyServerErrors,
  isApiError,
  PostSummarySchema,
  PostTitleSchema,
  FormErrors,
} from '@portal/shared';
import { useCreatePost } from '../api/create-post';

/** Said when a post could not be published for a reason no field can show. */
export const POST_NOT_PUBLISHED = 'The post could not be published. Please try again.';

/** The new-post form's values, checked with the API's own rules; the summary may be empty. */
const NewPostFormSchema = v.object({ title: PostTitleSchema, summary: PostSummarySchema });
type NewPostFormValues = v.InferOutput<typeof NewPostFormSchema>;

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
  const [failure, setFailure] = useState<string[]>([]);
  const form = useForm<NewPostFormValues>({
    resolver: valibotResolver(NewPostFormSchema),
    defaultValues: { title: '', summary: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setFailure([]);
    create.mutate(values, {
      onSuccess: onPublished,
      onError: (error) => {
        // A refusal (no right, project gone) says why; anything else is ours to retry.
        const refused = isApiError(error, 403) || isApiError(error, 404);
        setFailure(
          applyServerErrors(form, error, { fallback: refused ? undefined : POST_NOT_PUBLISHED }),
        );
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrors messages={failure} />
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
