import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type BaseSyntheticEvent } from 'react';
import * as v from 'valibot';
import { FormErrors, PostSummarySchema, PostTitleSchema } from '@portal/shared';
import { DescriptionField } from '../../../components/description-field';
import { FormActions } from '../../../components/form-actions';
import { useSavingForm } from '../../../lib/use-saving-form';

/** A post's values, checked with the API's own rules; the summary may be empty. */
const PostFormSchema = v.object({ title: PostTitleSchema, summary: PostSummarySchema });
/** What the post form holds. */
export type PostFormValues = v.InferOutput<typeof PostFormSchema>;

/** Props of PostForm. */
export interface PostFormProps {
  initial?: PostFormValues;
  /** Sends the values; `publish` says which button was pressed (the draft button sends false). */
  save: (values: PostFormValues, publish: boolean) => Promise<unknown>;
  submitLabel: string;
  /** A second button that keeps the post a draft (new posts only). */
  draftLabel?: string;
  /** Said when saving failed for a reason no field can show and the API gave none. */
  failureMessage: string;
  onCancel: () => void;
}

/** Title and summary of a post, new or edited; the server's 400 messages land on their fields. */
export function PostForm({
  initial = { title: '', summary: '' },
  save,
  submitLabel,
  draftLabel,
  failureMessage,
  onCancel,
}: PostFormProps) {
  const [pressed, setPressed] = useState<'publish' | 'draft'>('publish');
  const { form, failure, submitWith } = useSavingForm(PostFormSchema, failureMessage, {
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const send = (publish: boolean) => (event?: BaseSyntheticEvent) => {
    setPressed(publish ? 'publish' : 'draft');
    return submitWith((values) => save(values, publish))(event);
  };
  return (
    <form onSubmit={send(true)} noValidate>
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
          label="Summary"
          description="What is new, in a sentence or two. The project's team is notified when it is published."
          rows={[3, 10]}
          field={form.register('summary')}
          error={errors.summary?.message}
        />
        <FormActions
          submitLabel={submitLabel}
          busy={isSubmitting && pressed === 'publish'}
          disabled={isSubmitting && pressed !== 'publish'}
          onCancel={onCancel}
        >
          {draftLabel && (
            <Button
              variant="default"
              loading={isSubmitting && pressed === 'draft'}
              disabled={isSubmitting && pressed !== 'draft'}
              onClick={() => void send(false)()}
            >
              {draftLabel}
            </Button>
          )}
        </FormActions>
      </Stack>
    </form>
  );
}
