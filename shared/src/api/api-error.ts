import type { FieldErrors } from '@portal/contract';

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
