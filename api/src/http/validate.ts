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
  throw badRequest('One or more fields are invalid.', errors);
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * The field an issue is filed under: its key in PascalCase (or as `fields` maps it), and inside a
 * nested object the path to it (`Anchor.Yaw`); an item of a list is filed under the list.
 */
function fieldName(path: readonly { key: unknown }[], fields: Record<string, string>) {
  const [first, ...rest] = path.map(({ key }) => key);
  if (typeof first !== 'string') return '';
  const names = [fields[first] ?? pascal(first)];
  if (names[0] === '') return '';
  for (const key of rest) {
    if (typeof key !== 'string') break;
    names.push(pascal(key));
  }
  return names.join('.');
}

/** A positive integer id from a route parameter or query string. */
export const IdSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(Number),
  v.number('Must be a number.'),
  v.integer('Must be a whole number.'),
  v.minValue(1, 'Must be a positive number.'),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'Is too large.'),
);

/** Paging query: page (default 1) and pageSize (default 20, at most 100). */
export const PagingSchema = v.object({
  page: v.optional(v.pipe(IdSchema), 1),
  pageSize: v.optional(v.pipe(IdSchema, v.maxValue(100, 'At most 100 per page.')), 20),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
});

/** Reads `{ id }` route params as a positive integer or throws a 400. */
export function parseId(params: unknown, name = 'id'): number {
  const raw = (params as Record<string, unknown>)?.[name];
  return parseInput(IdSchema, raw, {});
}
