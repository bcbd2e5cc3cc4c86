import { Button } from '@mantine/core';
import { useState } from 'react';
import { RemoteSlot } from '../../remotes/remote-slot';

/** Props of ImpersonationControl. */
interface ImpersonationControlProps {
  danger: boolean;
  title: string;
  fullWidth?: boolean;
}

/** The Impersonation button; the modal (mfe-admin) loads the first time it is opened. */
export function ImpersonationControl({ danger, title, fullWidth }: ImpersonationControlProps) {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant={danger ? 'filled' : 'light'}
        color={danger ? 'red' : undefined}
        title={title}
        fullWidth={fullWidth}
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
      >
        Impersonation
      </Button>
      {requested && (
        <RemoteSlot
          id="mfe_admin/ImpersonationModal"
          variant="inline"
          loading={null}
          props={{ opened, onClose: () => setOpened(false) }}
        />
      )}
    </>
  );
}
