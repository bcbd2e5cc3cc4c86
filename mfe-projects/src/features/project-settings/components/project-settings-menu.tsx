import { Button, Menu, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArchive,
  IconArchiveOff,
  IconChevronDown,
  IconPencil,
  IconMovie,
  IconSettings,
} from '@tabler/icons-react';
import {
  ConfirmDialog,
  showErrorToast,
  showSuccessToast,
  type ProjectDetail,
} from '@portal/shared';
import { refusalOr } from '../../../lib/refusal';
import { useArchiveProject } from '../api/archive-project';
import { EditProjectForm } from './edit-project-form';
import { VideoRequirementsDialog } from './video-requirements-dialog';

/** What the menu says once a change is made, and when it could not be. */
export const PROJECT_TEXTS = {
  saved: 'Project saved.',
  archived: 'Project archived. Restore it from Project settings to change it again.',
  restored: 'Project restored.',
  notArchived: 'The project could not be archived. Please try again.',
  notRestored: 'The project could not be restored. Please try again.',
} as const;

const icon = { size: 16, 'aria-hidden': true } as const;

/**
 * 'Project settings' beside the project's title, for holders of Project.Manage on it
 * (`access.manage`): Edit project (name, visibility, description), Video requirements (the
 * studio's managers: `access.videoRules`), Archive (asked first) or Restore.
 */
export function ProjectSettingsMenu({ project }: { project: ProjectDetail }) {
  const [editing, edit] = useDisclosure(false);
  const [archiving, archive] = useDisclosure(false);
  const [ruling, rules] = useDisclosure(false);
  const setArchived = useArchiveProject(project.id);
  if (!project.access.manage) return null;

  const closeArchive = () => {
    setArchived.reset();
    archive.close();
  };
  const restore = () =>
    setArchived.mutate(false, {
      onSuccess: () => showSuccessToast(PROJECT_TEXTS.restored),
      onError: (error) => showErrorToast(refusalOr(error, PROJECT_TEXTS.notRestored)),
    });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconSettings {...icon} />}
            rightSection={<IconChevronDown {...icon} />}
          >
            Project settings
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {project.archived ? (
            <Menu.Item leftSection={<IconArchiveOff {...icon} />} onClick={restore}>
              Restore project
            </Menu.Item>
          ) : (
            <>
              <Menu.Item leftSection={<IconPencil {...icon} />} onClick={edit.open}>
                Edit project
              </Menu.Item>
              {project.access.videoRules && (
                <Menu.Item leftSection={<IconMovie {...icon} />} onClick={rules.open}>
                  Video requirements
                </Menu.Item>
              )}
              <Menu.Item leftSection={<IconArchive {...icon} />} onClick={archive.open}>
                Archive project
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={editing} onClose={edit.close} title="Edit project" size="lg">
        {editing && (
          <EditProjectForm
            project={project}
            onCancel={edit.close}
            onSaved={() => {
              edit.close();
              showSuccessToast(PROJECT_TEXTS.saved);
            }}
          />
        )}
      </Modal>
      {ruling && (
        <VideoRequirementsDialog projectId={project.id} opened={ruling} onClose={rules.close} />
      )}
      <ConfirmDialog
        opened={archiving}
        title="Archive this project?"
        message={`'${project.name}' becomes read-only: its posts, files and discussion stay for everyone who can see it, but nothing new can be added until it is restored.`}
        confirmLabel="Archive project"
        danger={false}
        busy={setArchived.isPending}
        failure={setArchived.error && refusalOr(setArchived.error, PROJECT_TEXTS.notArchived)}
        onConfirm={() =>
          setArchived.mutate(true, {
            onSuccess: () => {
              closeArchive();
              showSuccessToast(PROJECT_TEXTS.archived);
            },
          })
        }
        onClose={closeArchive}
      />
    </>
  );
}
