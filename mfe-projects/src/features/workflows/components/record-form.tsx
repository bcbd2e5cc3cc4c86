import { Stack, TextInput } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormErrors } from '@portal/shared';
import { FormActions } from '../../../components/form-actions';

/**
 * The frame of every workflow form: why saving failed, the title (focused first), the
 * workflow's own fields, then Cancel and 'Create …' or 'Save changes'.
 */
export function RecordForm<T extends FieldValues & { title?: string }>({
  form,
  failure,
  onSubmit,
  titleLabel = 'Title',
  noun,
  editing,
  onCancel,
  children,
}: {
  form: UseFormReturn<T>;
  failure: string[];
  onSubmit: FormEventHandler<HTMLFormElement>;
  titleLabel?: string;
  /** What is created, e.g. 'estimate'. */
  noun: string;
  editing: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const title = 'title' as Path<T>;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormErrors messages={failure} />
        <TextInput
          label={titleLabel}
          withAsterisk
          data-autofocus
          error={form.getFieldState(title, form.formState).error?.message}
          {...form.register(title)}
        />
        {children}
        <FormActions
          submitLabel={editing ? 'Save changes' : `Create ${noun}`}
          busy={form.formState.isSubmitting}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
