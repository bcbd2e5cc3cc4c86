import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import {
  applyServerErrors,
  FormErrors,
  MediaDescriptionSchema,
  MediaTitleSchema,
  type Media,
} from '@portal/shared';
import { refusalOr } from '../../../lib/refusal';
import { useUpdateMedia } from '../api/update-media';

/** Said when a medium's details could not be saved for a reason no field can show. */
export const MEDIA_NOT_SAVED = 'The media item could not be saved. Please try again.';

const EditMediaFormSchema = v.object({
  title: MediaTitleSchema,
  description: MediaDescriptionSchema,
});
type Values = v.InferOutput<typeof EditMediaFormSchema>;

/** A medium's title and description (its file stays as it is). */
export function EditMediaForm({
  media,
  onSaved,
  onCancel,
}: {
  media: Media;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const update = useUpdateMedia(media.id);
  const [failure, setFailure] = useState<string[]>([]);
  const form = useForm<Values>({
    resolver: valibotResolver(EditMediaFormSchema),
    defaultValues: { title: media.title, description: media.description },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setFailure([]);
    update.mutate(values, {
      onSuccess: onSaved,
      onError: (error) =>
        setFailure(applyServerErrors(form, error, { fallback: refusalOr(error, MEDIA_NOT_SAVED) })),
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
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
