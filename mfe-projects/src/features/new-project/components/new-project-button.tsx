import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router-dom';
import { showSuccessToast } from '@portal/shared';
import { usePermission } from '../../../lib/use-permission';
import { NewProjectForm } from './new-project-form';

/** 'New project' for holders of Engage.Project.Create; opens the project once it exists. */
export function NewProjectButton() {
  const mayCreate = usePermission('Engage.Project.Create');
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  if (!mayCreate) return null;
  return (
    <>
      <Button onClick={open}>New project</Button>
      <Modal opened={opened} onClose={close} title="New project" size="lg">
        {opened && (
          <NewProjectForm
            onCancel={close}
            onCreated={(project) => {
              close();
              showSuccessToast(`${project.name} created.`);
              void navigate(`/projects/${project.id}`);
            }}
          />
        )}
      </Modal>
    </>
  );
}
