import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
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
import { useCreatableClients } from '../api/get-creatable-clients';
import { useCreateProject } from '../api/create-project';

/** Said when a project could not be created for a reason no field can show. */
export const PROJECT_NOT_CREATED = 'The project could not be created. Please try again.';

/** The form's values, checked with the API's own rules (the selects hold text). */
const NewProjectFormSchema = v.object({
  name: ProjectNameSchema,
  clientId: v.pipe(v.string(), v.nonEmpty(PROJECT_MESSAGES.clientRequired)),
  visibility: v.pipe(v.string(), v.nonEmpty(PROJECT_MESSAGES.visibilityRequired)),
  description: ProjectDescriptionSchema,
});
type Values = v.InferOutput<typeof NewProjectFormSchema>;

/** Name, client, visibility and description of a new project. */
export function NewProjectForm({
  onCreated,
  onCancel,
}: {
  onCreated: (project: ProjectDetail) => void;
  onCancel: () => void;
}) {
  const clients = useCreatableClients();
  const create = useCreateProject();
  const [failure, setFailure] = useState<string[]>([]);
  const only = clients.data?.length === 1 ? String(clients.data[0]!.id) : '';
  const form = useForm<Values>({
    resolver: valibotResolver(NewProjectFormSchema),
    values: { name: '', clientId: only, visibility: '3', description: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setFailure([]);
    create.mutate(
      {
        name: values.name,
        description: values.description,
        clientId: Number(values.clientId),
        visibility: visibilityOf(values.visibility),
      },
      {
        onSuccess: onCreated,
        onError: (error) =>
          setFailure(applyServerErrors(form, error, { fallback: PROJECT_NOT_CREATED })),
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
        <Controller
          control={form.control}
          name="clientId"
          render={({ field }) => (
            <Select
              label="Client"
              withAsterisk
              placeholder={clients.isPending ? 'Loading the clients…' : 'Choose a client'}
              data={(clients.data ?? []).map((client) => ({
                value: String(client.id),
                label: client.name,
              }))}
              disabled={clients.data?.length === 1}
              searchable
              error={errors.clientId?.message}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
            />
          )}
        />
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
          <Button type="submit" loading={create.isPending}>
            Create project
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
