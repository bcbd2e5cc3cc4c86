import { Modal, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useAuthModal } from '@portal/shared';
import { LOG_IN } from '../messages';
import { ExternalProviders } from './external-providers';
import { LoginForm } from './login-form';
import { LoginLinks } from './login-links';

/**
 * The login modal. Backdrop clicks and Escape do not dismiss it (spec point 2); only its close
 * button, a successful login or a link does. Its content is mounted (hidden) before it is first
 * opened, so opening it only shows it (no form to build on a slow laptop's click); a fresh one
 * is mounted once it has closed, so it reopens empty.
 */
export function LoginModal({ opened }: { opened: boolean }) {
  const close = useAuthModal((state) => state.close);
  const [round, setRound] = useState(0);
  // The same element while it is open, so showing the modal does not render the form again.
  const content = useMemo(
    () => (
      <Stack key={round} gap="md">
        <LoginForm />
        <ExternalProviders />
        <LoginLinks />
      </Stack>
    ),
    [round],
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={() => setRound((r) => r + 1)}
      title={LOG_IN}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      keepMounted
    >
      {content}
    </Modal>
  );
}
