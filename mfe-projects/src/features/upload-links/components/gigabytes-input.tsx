import { NumberInput } from '@mantine/core';
import { useState } from 'react';

const GB = 1024 ** 3;

const bytesOf = (value: string | number) => {
  const gigabytes = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(gigabytes) ? Math.round(gigabytes * GB) : Number.NaN;
};

/**
 * A size typed in GB (binary, as the portal shows sizes) held as bytes. What is typed is kept as
 * typed ('2.', '0.0'), so a half-written number is not rewritten under the cursor; a value set
 * from outside (the form's reset) replaces it.
 */
export function GigabytesInput({
  bytes,
  onChange,
  onBlur,
  label,
  description,
  error,
}: {
  bytes: number;
  onChange: (bytes: number) => void;
  onBlur: () => void;
  label: string;
  description: string;
  error?: string;
}) {
  const [typed, setTyped] = useState<string | number>(Number.isFinite(bytes) ? bytes / GB : '');
  const shown = bytesOf(typed) === bytes || (Number.isNaN(bytes) && Number.isNaN(bytesOf(typed)));
  return (
    <NumberInput
      label={label}
      description={description}
      min={0}
      max={1024}
      decimalScale={3}
      value={shown ? typed : Number.isFinite(bytes) ? bytes / GB : ''}
      onChange={(value) => {
        setTyped(value);
        onChange(bytesOf(value));
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}
