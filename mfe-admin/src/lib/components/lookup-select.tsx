import { Select, type SelectProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

/** Props of LookupSelect: a Select whose options come from a query. */
export interface LookupSelectProps<T> extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The query that loads the options. */
  lookup: UseQueryResult<T[]>;
  /** One option of a loaded item. */
  toOption: (item: T) => { value: string; label: string };
  /** What the options are, for the load error ('clients' → 'The clients could not be loaded.'). */
  what: string;
}

/** A Select over looked-up items: disabled while they load, and saying so when they cannot. */
export function LookupSelect<T>({
  lookup,
  toOption,
  what,
  error,
  disabled,
  ...props
}: LookupSelectProps<T>) {
  return (
    <Select
      {...props}
      error={error ?? (lookup.isError ? `The ${what} could not be loaded.` : undefined)}
      disabled={disabled || lookup.isPending}
      data={(lookup.data ?? []).map(toOption)}
    />
  );
}
