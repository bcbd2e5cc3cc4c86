import { Anchor, Modal, Stack } from '@mantine/core';
import { useAuthModal } from '@portal/shared';
import { switchAuthModal } from '../../../lib/switch-auth-modal';
import { CREATE_ACCOUNT, LOG_IN_HERE_LINK } from '../messages';
import { RegisterForm } from './register-form';

/** The Create Account modal; like the login modal, backdrop and Escape do not dismiss it. */
export function RegisterModal({ opened }: { opened: boolean }) {
  const close = useAuthModal((state) => state.close);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={CREATE_ACCOUNT}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <Stack gap="md">
        <RegisterForm />
        <Anchor component="button" type="button" size="sm" onClick={() => switchAuthModal('login')}>
          {LOG_IN_HERE_LINK}
        </Anchor>
      </Stack>
    </Modal>
  );
}
