import type { FieldErrors } from '@portal/shared';

/** A 400 field-error map sorted for a form: per-field messages, general ones, and all of them. */
export interface SortedServerErrors<F extends string> {
  fields: Partial<Record<F, string[]>>;
  general: string[];
  /** Every message, in order, for the red alert (spec point 5: all are listed together). */
  all: string[];
}

/**
 * Sorts the server's map (`{ Email: [...], '': [...] }`) onto form fields. Server keys are matched
 * case-insensitively; the empty key and any key the form does not know go to the general list.
 */
export function sortServerErrors<F extends string>(
  errors: FieldErrors,
  fieldsByServerKey: Record<string, F>,
): SortedServerErrors<F> {
  const known = new Map(Object.entries(fieldsByServerKey).map(([k, f]) => [k.toLowerCase(), f]));
  const result: SortedServerErrors<F> = { fields: {}, general: [], all: [] };
  for (const [key, messages] of Object.entries(errors)) {
    const field = known.get(key.toLowerCase());
    if (field) result.fields[field] = [...(result.fields[field] ?? []), ...messages];
    else result.general.push(...messages);
    result.all.push(...messages);
  }
  return result;
}
