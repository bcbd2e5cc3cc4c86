import { NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * An amount in AUD typed in dollars and cents ($18,500.00) and held by the form in whole cents, as
 * the API takes it; empty is undefined (the schema says it is required, or null when optional).
 */
export function MoneyInput<T extends FieldValues>({
  control,
  name,
  label,
  description,
  required,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          withAsterisk={required}
          prefix="$"
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          min={0}
          hideControls
          value={typeof field.value === 'number' ? field.value / 100 : ''}
          onChange={(value) => {
            // Mantine gives a string while the text is not a plain number yet ('2,500.', '2500.50').
            const dollars =
              typeof value === 'number' ? value : Number(value.replace(/[$,\s]/g, ''));
            const empty = typeof value === 'string' && value.trim() === '';
            field.onChange(
              empty || !Number.isFinite(dollars)
                ? required
                  ? undefined
                  : null
                : Math.round(dollars * 100),
            );
          }}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
