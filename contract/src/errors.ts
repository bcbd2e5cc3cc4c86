import * as v from 'valibot';

/** Field name → messages; '' holds general errors (ASP.NET's ModelState shape). */
export type FieldErrors = Record<string, string[]>;

/** The body of every failed call: a sentence to show, and for a 400 the messages per field. */
export const ErrorBodySchema = v.object({
  message: v.string(),
  errors: v.record(v.string(), v.array(v.string())),
});
/** The body of every failed call. */
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** The message of a 400 whose field map says what is wrong. */
export const INVALID_FIELDS_MESSAGE = 'One or more fields are invalid.';

/** The field name the 400 map uses for an input key: the key in PascalCase, as ASP.NET names it. */
export const serverFieldName = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

/** The input key of a field of the 400 map (its name in camelCase); '' stays general. */
export const inputKeyOf = (field: string): string => field.charAt(0).toLowerCase() + field.slice(1);

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Reads the field-error map from a 400 body: `{ errors: {...} }` or a bare map. */
export function readFieldErrors(body: unknown): FieldErrors {
  if (!body || typeof body !== 'object') return {};
  const source =
    'errors' in body && body.errors && typeof body.errors === 'object' ? body.errors : body;
  const result: FieldErrors = {};
  for (const [key, value] of Object.entries(source)) {
    if (isStringArray(value)) result[key] = value;
    else if (typeof value === 'string' && source !== body) result[key] = [value];
  }
  return result;
}
