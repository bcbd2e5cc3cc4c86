import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { WorkflowRecord, WorkflowView } from '../workflow-view';

/** 'New estimate' or 'Edit': the workflow's form in a dialog, closed once saved. */
export function RecordDialogButton<R extends WorkflowRecord, B>({
  view,
  record,
  label,
  accessibleName,
  save,
}: {
  view: WorkflowView<R, B>;
  record?: R;
  label: string;
  accessibleName?: string;
  save: (body: B) => Promise<unknown>;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const { Form } = view;
  return (
    <>
      <Button
        size={record ? 'xs' : 'sm'}
        variant={record ? 'default' : 'filled'}
        onClick={open}
        aria-label={accessibleName}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={record ? `Edit ${record.reference}` : label}
        size="lg"
        closeOnClickOutside={false}
      >
        {opened && (
          <Form record={record} save={(body) => save(body).then(close)} onCancel={close} />
        )}
      </Modal>
    </>
  );
}
