import { Select, Stack, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import {
  FormErrors,
  MEDIA_MESSAGES,
  MEDIA_TYPES,
  MediaDescriptionSchema,
  MediaTitleSchema,
  MediaUrlSchema,
  mediaContentType,
  PIXEL_STREAM_VARIANTS,
  type MediaType,
  type PixelStreamVariant,
} from '@portal/shared';
import { DescriptionField } from '../../../components/description-field';
import { FormActions } from '../../../components/form-actions';
import { useSavingForm } from '../../../lib/use-saving-form';
import { useAddMedia } from '../api/add-media';

/** Said when a medium could not be added for a reason no field can show. */
export const MEDIA_NOT_ADDED = 'The media item could not be added. Please try again.';

/** Where each Pixel Stream variant runs, as the form offers it. */
const VARIANT_LABELS: Record<PixelStreamVariant, string> = {
  ArcaneMirage: 'Arcane Mirage',
  Internal: "Internal (the studio's servers)",
  AWS: 'AWS',
};

/** The form's values, checked with the API's own rules; a Pixel Stream needs its variant. */
const AddMediaFormSchema = v.pipe(
  v.object({
    mediaType: v.pipe(v.string(), v.nonEmpty(MEDIA_MESSAGES.typeRequired)),
    fileUri: MediaUrlSchema,
    title: MediaTitleSchema,
    description: MediaDescriptionSchema,
    variant: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['mediaType'], ['variant']],
      (values) => values.mediaType !== 'PixelStream' || values.variant !== '',
      MEDIA_MESSAGES.variantRequired,
    ),
    ['variant'],
  ),
);

/** A medium linked by its address: content type, address, title, description (and variant). */
export function AddMediaForm({
  postId,
  onAdded,
  onCancel,
}: {
  postId: number;
  onAdded: () => void;
  onCancel: () => void;
}) {
  const add = useAddMedia(postId);
  const { form, failure, submitWith } = useSavingForm(AddMediaFormSchema, MEDIA_NOT_ADDED, {
    // Every rule is checked at once, so a stream's missing variant shows beside a bad address.
    criteriaMode: 'all',
    defaultValues: { mediaType: '', fileUri: '', title: '', description: '', variant: '' },
  });
  const { errors } = form.formState;
  const isStream = useWatch({ control: form.control, name: 'mediaType' }) === 'PixelStream';
  const submit = submitWith(async (values) => {
    await add.mutateAsync({
      mediaType: values.mediaType as MediaType,
      fileUri: values.fileUri,
      title: values.title,
      description: values.description,
      variant: isStream ? (values.variant as PixelStreamVariant) : null,
    });
    onAdded();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrors messages={failure} />
        <Controller
          control={form.control}
          name="mediaType"
          render={({ field }) => (
            <Select
              label="Content type"
              withAsterisk
              data-autofocus
              placeholder="Choose a content type"
              data={MEDIA_TYPES.map((type) => ({
                value: type,
                label: mediaContentType(type).description,
              }))}
              error={errors.mediaType?.message}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
            />
          )}
        />
        {isStream && (
          <Controller
            control={form.control}
            name="variant"
            render={({ field }) => (
              <Select
                label="Where the stream runs"
                withAsterisk
                placeholder="Choose a variant"
                data={PIXEL_STREAM_VARIANTS.map((variant) => ({
                  value: variant,
                  label: VARIANT_LABELS[variant],
                }))}
                error={errors.variant?.message}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
              />
            )}
          />
        )}
        <TextInput
          label="Address"
          withAsterisk
          type="url"
          placeholder="https://"
          description="Where the file is: it stays there and is shown from that address."
          error={errors.fileUri?.message}
          {...form.register('fileUri')}
        />
        <TextInput
          label="Title"
          withAsterisk
          error={errors.title?.message}
          {...form.register('title')}
        />
        <DescriptionField
          rows={[2, 6]}
          field={form.register('description')}
          error={errors.description?.message}
        />
        <FormActions submitLabel="Add link" busy={add.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
