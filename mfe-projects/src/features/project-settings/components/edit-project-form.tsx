import { TextInput } from '@mantine/core';
import type { ProjectDetail } from '@portal/shared';
import { ProjectForm } from '../../../components/project-form';
import { visibilityOf } from '../../../components/visibility-select';
import { useUpdateProject } from '../api/update-project';

/** Said when the project could not be saved for a reason no field can show. */
export const PROJECT_NOT_SAVED = 'The project could not be saved. Please try again.';

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
  return (
    <ProjectForm
      values={{
        name: project.name,
        clientId: String(project.clientId),
        visibility: String(project.visibility),
        description: project.description,
      }}
      submitLabel="Save changes"
      failureMessage={PROJECT_NOT_SAVED}
      onCancel={onCancel}
      save={async (values) => {
        await update.mutateAsync({
          name: values.name,
          visibility: visibilityOf(values.visibility),
          description: values.description,
        });
        onSaved();
      }}
      clientField={() => <TextInput label="Client" value={project.clientName} readOnly disabled />}
    />
  );
}
