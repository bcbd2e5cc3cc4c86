import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { dateRange } from '@portal/shared';

// The picker (@mantine/dates and dayjs) loads when a form shows a date.
const DatePicker = lazy(() =>
  import('./date-picker').then((module) => ({ default: module.DatePicker })),
);

/** How a date is shown and typed: day first, as in Australia. */
const DATE_FORMAT = 'DD/MM/YYYY';

/**
 * An optional date of a form, held as the wire's `YYYY-MM-DD` (null when empty): typed day first
 * or picked from a calendar of the ten years either side of today (spec point 9, computed at each
 * render). A day outside them is refused under the field by the form's schema (the contract's).
 */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  min: first,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string;
  /** The first day offered (`YYYY-MM-DD`) when later than ten years ago (a due date: today). */
  min?: string;
}) {
  const range = dateRange();
  const min = first ?? range.min;
  const { max } = range;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const shown = { label, description, error: fieldState.error?.message };
        return (
          // The same field, disabled, while the picker loads: the form keeps its layout.
          <Suspense fallback={<TextInput {...shown} placeholder={DATE_FORMAT} disabled />}>
            <DatePicker
              {...shown}
              format={DATE_FORMAT}
              min={min}
              max={max}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          </Suspense>
        );
      }}
    />
  );
}
