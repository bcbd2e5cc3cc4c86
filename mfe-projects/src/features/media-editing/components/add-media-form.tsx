import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import {
  applyServerErrors,
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
import { refusalOr } from '../../../lib/refusal';
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
type Values = v.InferOutput<typeof AddMediaFormSchema>;

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
  const [failure, setFailure] = useState<string[]>([]);
  const form = useForm<Values>({
    resolver: valibotResolver(AddMediaFormSchema),
    // Every rule is checked at once, so a stream's missing variant shows beside a bad address.
    criteriaMode: 'all',
    defaultValues: { mediaType: '', fileUri: '', title: '', description: '', variant: '' },
  });
  const { errors } = form.formState;
  const isStream = useWatch({ control: form.control, name: 'mediaType' }) === 'PixelStream';
  const submit = form.handleSubmit((values) => {
    setFailure([]);
    add.mutate(
      {
        mediaType: values.mediaType as MediaType,
        fileUri: values.fileUri,
        title: values.title,
        description: values.description,
        variant: isStream ? (values.variant as PixelStreamVariant) : null,
      },
      {
        onSuccess: onAdded,
        onError: (error) =>
          setFailure(
            applyServerErrors(form, error, { fallback: refusalOr(error, MEDIA_NOT_ADDED) }),
          ),
      },
    );
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
          <Button type="submit" loading={add.isPending}>
            Add media
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
