import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import {
  applyServerErrors,
  FormErrors,
  PROJECT_MESSAGES,
  ProjectDescriptionSchema,
  ProjectNameSchema,
  type ProjectDetail,
} from '@portal/shared';
import { VisibilitySelect, visibilityOf } from '../../../components/visibility-select';
import { refusalOr } from '../../../lib/refusal';
import { useUpdateProject } from '../api/update-project';

/** Said when the project could not be saved for a reason no field can show. */
export const PROJECT_NOT_SAVED = 'The project could not be saved. Please try again.';

const EditProjectFormSchema = v.object({
  name: ProjectNameSchema,
  visibility: v.pipe(v.string(), v.nonEmpty(PROJECT_MESSAGES.visibilityRequired)),
  description: ProjectDescriptionSchema,
});
type Values = v.InferOutput<typeof EditProjectFormSchema>;

/** A project's name, visibility and description (its client stays). */
export function EditProjectForm({
  project,
  onSaved,
  onCancel,
}: {
  project: ProjectDetail;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const update = useUpdateProject(project.id);
  const [failure, setFailure] = useState<string[]>([]);
  const form = useForm<Values>({
    resolver: valibotResolver(EditProjectFormSchema),
    defaultValues: {
      name: project.name,
      visibility: String(project.visibility),
      description: project.description,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setFailure([]);
    update.mutate(
      { ...values, visibility: visibilityOf(values.visibility) },
      {
        onSuccess: onSaved,
        onError: (error) =>
          setFailure(
            applyServerErrors(form, error, { fallback: refusalOr(error, PROJECT_NOT_SAVED) }),
          ),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrors messages={failure} />
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput label="Client" value={project.clientName} readOnly disabled />
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
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={8}
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
