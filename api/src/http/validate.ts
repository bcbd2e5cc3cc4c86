import { INVALID_FIELDS_MESSAGE, serverFieldName } from '@portal/contract';
import * as v from 'valibot';
import { badRequest, type FieldErrors } from './errors.js';

type Schema<T> = v.GenericSchema<unknown, T>;

/**
 * Parses input with a valibot schema; failures become a 400 whose field map uses the
 * server's (PascalCase) field names: `fields` maps input keys to them ('' for general).
 */
export function parseInput<T>(
  schema: Schema<T>,
  input: unknown,
  fields: Record<string, string> = {},
): T {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = fieldName(issue.path ?? [], fields);
    (errors[field] ??= []).push(issue.message);
  }
  throw badRequest(INVALID_FIELDS_MESSAGE, errors);
}

/**
 * The field an issue is filed under: its key in PascalCase (or as `fields` maps it), and inside a
 * nested object the path to it (`Anchor.Yaw`); an item of a list is filed under the list.
 */
function fieldName(path: readonly { key: unknown }[], fields: Record<string, string>) {
  const [first, ...rest] = path.map(({ key }) => key);
  if (typeof first !== 'string') return '';
  const names = [fields[first] ?? serverFieldName(first)];
  if (names[0] === '') return '';
  for (const key of rest) {
    if (typeof key !== 'string') break;
    names.push(serverFieldName(key));
  }
  return names.join('.');
}
