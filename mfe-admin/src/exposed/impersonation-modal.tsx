import { Modal } from '@mantine/core';
import type { ImpersonationModalProps } from '@portal/shared';
import { ImpersonationForm } from '../features/impersonation/components/impersonation-form';

/** The Impersonation modal: large, static backdrop (not closed by a click outside or Escape). */
export default function ImpersonationModal({ opened, onClose }: ImpersonationModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Impersonation"
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      {opened && <ImpersonationForm onCancel={onClose} />}
    </Modal>
  );
}
