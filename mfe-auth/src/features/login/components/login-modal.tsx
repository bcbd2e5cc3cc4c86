import { Modal, Stack } from '@mantine/core';
import { useAuthModal } from '@portal/shared';
import { LOG_IN } from '../messages';
import { ExternalProviders } from './external-providers';
import { LoginForm } from './login-form';
import { LoginLinks } from './login-links';

/**
 * The login modal. Backdrop clicks and Escape do not dismiss it (spec point 2); only its close
 * button, a successful login or a link does. Its content unmounts on close, so it reopens empty.
 */
export function LoginModal({ opened }: { opened: boolean }) {
  const close = useAuthModal((state) => state.close);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={LOG_IN}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <Stack gap="md">
        <LoginForm />
        <ExternalProviders />
        <LoginLinks />
      </Stack>
    </Modal>
  );
}
