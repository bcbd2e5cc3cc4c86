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
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? (fields[key] ?? pascal(key)) : '';
    (errors[field] ??= []).push(issue.message);
  }
  throw badRequest('One or more fields are invalid.', errors);
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

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
