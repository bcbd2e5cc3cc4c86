/** Field name → messages, as the server's 400 responses carry them ('' holds general errors). */
export type FieldErrors = Record<string, string[]>;

/** An HTTP failure of an API call, with its status and the server's field-error map. */
export class ApiError extends Error {
  /** HTTP status, or 0 when the server could not be reached. */
  readonly status: number;
  /** The 400 field-error map (empty for other statuses). */
  readonly fieldErrors: FieldErrors;
  /** The parsed response body, when it was JSON. */
  readonly body: unknown;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

/** True when the value is an ApiError with the given status. */
export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

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
