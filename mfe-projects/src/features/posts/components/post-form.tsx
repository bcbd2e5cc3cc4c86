import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type BaseSyntheticEvent } from 'react';
import * as v from 'valibot';
import { FormErrors, PostSummarySchema, PostTitleSchema, studioDay } from '@portal/shared';
import { DateField } from '../../../components/date-field';
import { DescriptionField } from '../../../components/description-field';
import { FormActions } from '../../../components/form-actions';
import { DUE_DATE_HINT, dueDayField } from '../../../lib/due-day';
import { useSavingForm } from '../../../lib/use-saving-form';

/**
 * A post's values, checked with the API's own rules; the summary may be empty. An edited post
 * also has its review due day (`stored`: the day it has, kept even once past).
 */
const postFormSchema = (stored: string | null) =>
  v.object({
    title: PostTitleSchema,
    summary: PostSummarySchema,
    dueOn: v.optional(dueDayField(stored)),
  });
/** What the post form holds (`dueOn` only when editing a post). */
export type PostFormValues = v.InferOutput<ReturnType<typeof postFormSchema>>;

/** Props of PostForm. */
export interface PostFormProps {
  /** The values to start from; with `dueOn` (null: none) the form has a 'Review due' date. */
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
  const withDueDate = initial.dueOn !== undefined;
  const { form, failure, submitWith } = useSavingForm(
    postFormSchema(initial.dueOn ?? null),
    failureMessage,
    { defaultValues: initial },
  );
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
        {withDueDate && (
          <DateField
            control={form.control}
            name="dueOn"
            label="Review due"
            description={`${DUE_DATE_HINT} Its media take this day unless they have their own.`}
            min={studioDay()}
          />
        )}
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
