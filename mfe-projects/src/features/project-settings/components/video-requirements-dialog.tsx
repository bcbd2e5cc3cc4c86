import { Center, Loader, Modal } from '@mantine/core';
import { LoadError, showSuccessToast } from '@portal/shared';
import { useVideoRequirements } from '../../../lib/use-video-requirements';
import { VideoRequirementsForm } from './video-requirements-form';

/** Said once the rules are saved. */
export const RULES_SAVED = 'Video requirements saved. New uploads are checked against them.';

/** The dialog of a project's video requirements, starting from the rules in force. */
export function VideoRequirementsDialog({
  projectId,
  opened,
  onClose,
}: {
  projectId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const current = useVideoRequirements(projectId);
  let body;
  if (current.isPending) {
    body = (
      <Center py="md">
        <Loader aria-label="Loading the video requirements" />
      </Center>
    );
  } else if (current.error) {
    body = (
      <LoadError
        title="The video requirements could not be loaded."
        onRetry={() => void current.refetch()}
      />
    );
  } else {
    body = (
      <VideoRequirementsForm
        projectId={projectId}
        current={current.data}
        onCancel={onClose}
        onSaved={() => {
          onClose();
          showSuccessToast(RULES_SAVED);
        }}
      />
    );
  }
  return (
    <Modal opened={opened} onClose={onClose} title="Video requirements" size="lg">
      {body}
    </Modal>
  );
}
