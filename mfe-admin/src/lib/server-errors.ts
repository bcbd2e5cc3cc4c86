import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@portal/shared';

/**
 * Puts a 400's field map (`{ Name: [...], '': [...] }`) onto the form's fields, matching the
 * server's PascalCase keys case-insensitively. Returns the messages no field took (general ones,
 * and every other failure's message), for an alert above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  if (!isApiError(error)) return [(error as Error)?.message ?? String(error)];
  if (error.status !== 400 || !Object.keys(error.fieldErrors).length) return [error.message];
  const byKey = new Map(fields.map((field) => [field.toLowerCase(), field]));
  const general: string[] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = byKey.get(key.toLowerCase());
    if (field && messages.length) setError(field, { type: 'server', message: messages.join(' ') });
    else general.push(...messages);
  }
  return general;
}
