import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { ProjectDetail } from '@portal/shared';
import { ProjectForm } from '../../../components/project-form';
import { visibilityOf } from '../../../components/visibility-select';
import { useCreatableClients } from '../api/get-creatable-clients';
import { useCreateProject } from '../api/create-project';

/** Said when a project could not be created for a reason no field can show. */
export const PROJECT_NOT_CREATED = 'The project could not be created. Please try again.';

/** Name, client (chosen here; fixed when there is one), visibility and description of a new project. */
export function NewProjectForm({
  onCreated,
  onCancel,
}: {
  onCreated: (project: ProjectDetail) => void;
  onCancel: () => void;
}) {
  const clients = useCreatableClients();
  const create = useCreateProject();
  const only = clients.data?.length === 1 ? String(clients.data[0]!.id) : '';
  return (
    <ProjectForm
      values={{ name: '', clientId: only, visibility: '3', description: '' }}
      submitLabel="Create project"
      failureMessage={PROJECT_NOT_CREATED}
      onCancel={onCancel}
      save={async (values) =>
        onCreated(
          await create.mutateAsync({
            name: values.name,
            description: values.description,
            clientId: Number(values.clientId),
            visibility: visibilityOf(values.visibility),
          }),
        )
      }
      clientField={(control, error) => (
        <Controller
          control={control}
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
              error={error}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
            />
          )}
        />
      )}
    />
  );
}
