import { Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import * as v from 'valibot';
import {
  FormErrors,
  PROJECT_MESSAGES,
  ProjectDescriptionSchema,
  ProjectNameSchema,
} from '@portal/shared';
import { useSavingForm } from '../lib/use-saving-form';
import { DescriptionField } from './description-field';
import { FormActions } from './form-actions';
import { VisibilitySelect } from './visibility-select';

/** A project's values in the form, checked with the API's own rules (the selects hold text). */
const ProjectFormSchema = v.object({
  name: ProjectNameSchema,
  clientId: v.pipe(v.string(), v.nonEmpty(PROJECT_MESSAGES.clientRequired)),
  visibility: v.pipe(v.string(), v.nonEmpty(PROJECT_MESSAGES.visibilityRequired)),
  description: ProjectDescriptionSchema,
});
/** What the project form holds. */
export type ProjectFormValues = v.InferOutput<typeof ProjectFormSchema>;

/** Props of ProjectForm. */
export interface ProjectFormProps {
  /** The values shown; when they change (clients arrive), fields not yet edited follow. */
  values: ProjectFormValues;
  /** The client field: a choice for a new project, the project's client when editing. */
  clientField: (control: Control<ProjectFormValues>, error?: string) => ReactNode;
  save: (values: ProjectFormValues) => Promise<unknown>;
  submitLabel: string;
  /** Said when saving failed for a reason no field can show and the API gave none. */
  failureMessage: string;
  onCancel: () => void;
}

/** Name, client, visibility and description of a project, new or edited. */
export function ProjectForm({
  values,
  clientField,
  save,
  submitLabel,
  failureMessage,
  onCancel,
}: ProjectFormProps) {
  const { form, failure, submitWith } = useSavingForm(ProjectFormSchema, failureMessage, {
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submitWith(save)} noValidate>
      <Stack gap="sm">
        <FormErrors messages={failure} />
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        {clientField(form.control, errors.clientId?.message)}
        <Controller
          control={form.control}
          name="visibility"
          render={({ field }) => (
            <VisibilitySelect
              value={field.value}
              onChange={field.onChange}
              error={errors.visibility?.message}
            />
          )}
        />
        <DescriptionField
          field={form.register('description')}
          error={errors.description?.message}
        />
        <FormActions submitLabel={submitLabel} busy={isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
