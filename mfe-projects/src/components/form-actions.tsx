import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The end of a dialog's form: Cancel, any other buttons, and the submit button. */
export function FormActions({
  submitLabel,
  busy,
  disabled,
  onCancel,
  children,
}: {
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
  onCancel: () => void;
  /** Buttons between Cancel and the submit button ('Save as draft'). */
  children?: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      {children}
      <Button type="submit" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
