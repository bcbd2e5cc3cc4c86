import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { applyServerErrors, FormErrors, PostSummarySchema, PostTitleSchema } from '@portal/shared';
import { refusalOr } from '../../../lib/refusal';

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
  const [failure, setFailure] = useState<string[]>([]);
  const [pressed, setPressed] = useState<'publish' | 'draft'>('publish');
  const form = useForm<PostFormValues>({
    resolver: valibotResolver(PostFormSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const submitWith = (publish: boolean) => (event?: BaseSyntheticEvent) => {
    setPressed(publish ? 'publish' : 'draft');
    return form.handleSubmit(async (values) => {
      setFailure([]);
      try {
        await save(values, publish);
      } catch (error) {
        setFailure(applyServerErrors(form, error, { fallback: refusalOr(error, failureMessage) }));
      }
    })(event);
  };
  return (
    <form onSubmit={submitWith(true)} noValidate>
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
          description="What is new, in a sentence or two. The project's team is notified when it is published."
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
          {draftLabel && (
            <Button
              variant="default"
              loading={isSubmitting && pressed === 'draft'}
              disabled={isSubmitting && pressed !== 'draft'}
              onClick={() => void submitWith(false)()}
            >
              {draftLabel}
            </Button>
          )}
          <Button
            type="submit"
            loading={isSubmitting && pressed === 'publish'}
            disabled={isSubmitting && pressed !== 'publish'}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
