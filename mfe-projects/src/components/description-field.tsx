import { Textarea } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A form's optional 'Description' (or another long text), growing with what is written. */
export function DescriptionField({
  field,
  error,
  label = 'Description',
  description,
  rows = [3, 8],
}: {
  field: UseFormRegisterReturn;
  error?: string;
  label?: string;
  description?: string;
  /** The fewest and the most rows it shows before scrolling. */
  rows?: [number, number];
}) {
  return (
    <Textarea
      label={label}
      description={description}
      autosize
      minRows={rows[0]}
      maxRows={rows[1]}
      error={error}
      {...field}
    />
  );
}
