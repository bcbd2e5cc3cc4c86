import { Checkbox } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Whether GST (10%) is added to the amounts. */
export function GstCheckbox({ field }: { field: UseFormRegisterReturn }) {
  return (
    <Checkbox
      label="Add GST (10%)"
      description="Leave ticked unless the work is GST-free (for example, for a client overseas)."
      {...field}
    />
  );
}
