import { Stack, TextInput } from '@mantine/core';
import * as v from 'valibot';
import { FormErrors, MediaDescriptionSchema, MediaTitleSchema, type Media } from '@portal/shared';
import { DescriptionField } from '../../../components/description-field';
import { FormActions } from '../../../components/form-actions';
import { useSavingForm } from '../../../lib/use-saving-form';
import { useUpdateMedia } from '../api/update-media';

/** Said when a medium's details could not be saved for a reason no field can show. */
export const MEDIA_NOT_SAVED = 'The media item could not be saved. Please try again.';

const EditMediaFormSchema = v.object({
  title: MediaTitleSchema,
  description: MediaDescriptionSchema,
});

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
  const { form, failure, submitWith } = useSavingForm(EditMediaFormSchema, MEDIA_NOT_SAVED, {
    defaultValues: { title: media.title, description: media.description },
  });
  const { errors } = form.formState;
  const submit = submitWith(async (values) => {
    await update.mutateAsync(values);
    onSaved();
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
        <DescriptionField
          rows={[2, 6]}
          field={form.register('description')}
          error={errors.description?.message}
        />
        <FormActions submitLabel="Save changes" busy={update.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
