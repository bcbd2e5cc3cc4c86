import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
// By the package's name: a remote compiles this module in, and takes ApiError from the singleton.
import { isApiError } from '@portal/shared/core';

/** How a form shows a failed call. */
export interface ServerErrorOptions {
  /**
   * List every message in the returned list, the per-field ones too (spec point 5: the red alert
   * lists all of them). Otherwise only the messages no field took.
   */
  listAll?: boolean;
  /** Shown for a failure that is not a 400 with messages (default: the error's own message). */
  fallback?: string;
}

/**
 * Puts a failed call's 400 field map (`{ Email: [...], '': [...] }`) onto a react-hook-form form,
 * matching the server's PascalCase names to the form's fields case-insensitively, and returns
 * the messages for the alert above the form: general ones and those of fields the form lacks.
 * Any other failure returns one message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  { listAll = false, fallback }: ServerErrorOptions = {},
): string[] {
  const messages = isApiError(error, 400) ? Object.entries(error.fieldErrors) : [];
  if (!messages.some(([, list]) => list.length)) {
    return [fallback ?? (error instanceof Error ? error.message : String(error))];
  }
  const fields = new Map(
    Object.keys(form.getValues() ?? {}).map((field) => [field.toLowerCase(), field as Path<T>]),
  );
  const shown: string[] = [];
  for (const [key, list] of messages) {
    const field = key ? fields.get(key.toLowerCase()) : undefined;
    if (field && list.length) form.setError(field, { type: 'server', message: list.join(' ') });
    if (!field || listAll) shown.push(...list);
  }
  return shown;
}
