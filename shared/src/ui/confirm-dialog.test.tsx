import { Modal, type ModalProps } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithPortal } from '../../testing';
import { ConfirmDialog } from './confirm-dialog';

const props = {
  opened: true,
  title: 'Delete this comment?',
  message: 'Its replies stay.',
  confirmLabel: 'Delete',
  busy: false,
};

/** A dialog whose action fails, as a refused call would. */
function Failing({ onClose }: { onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <ConfirmDialog
      {...props}
      failure={failure}
      onConfirm={() => setFailure('The comment could not be deleted.')}
      onClose={onClose}
    />
  );
}

it('asks first: Cancel is focused, the action confirms, and a failure keeps it open', async () => {
  const onClose = jest.fn();
  renderWithPortal(<Failing onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
  expect(dialog).toHaveTextContent('Its replies stay.');
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The comment could not be deleted.');
  expect(dialog).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('opens in the modal it is given', async () => {
  const Marked = (modal: ModalProps) => <Modal {...modal} data-testid="given-modal" />;
  renderWithPortal(
    <ConfirmDialog {...props} modal={Marked} onConfirm={jest.fn()} onClose={jest.fn()} />,
  );
  expect(await screen.findByRole('dialog', { name: 'Delete this comment?' })).toBeInTheDocument();
  expect(screen.getByTestId('given-modal')).toBeInTheDocument();
});
