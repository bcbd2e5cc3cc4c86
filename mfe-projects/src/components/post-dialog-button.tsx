import { Button, Modal, type ModalProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { Post } from '@portal/shared';

/**
 * A small button beside a post's title that opens a dialog about that post ('Upload files',
 * 'Add link'): both named '<label> to <post title>'. The dialog's body is mounted only while it
 * is open (each opening starts afresh) and is given the way to close it.
 */
export function PostDialogButton({
  post,
  label,
  icon,
  size,
  closeOnClickOutside,
  children,
}: {
  post: Post;
  label: string;
  icon: ReactNode;
  size: ModalProps['size'];
  closeOnClickOutside?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const name = `${label} to ${post.title}`;
  return (
    <>
      <Button size="xs" variant="light" leftSection={icon} onClick={open} aria-label={name}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={name}
        size={size}
        closeOnClickOutside={closeOnClickOutside}
      >
        {opened && children(close)}
      </Modal>
    </>
  );
}
