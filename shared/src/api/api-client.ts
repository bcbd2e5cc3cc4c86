import {
  pathOf,
  readFieldErrors,
  type BodyIn,
  type Declares,
  type Endpoint,
  type ParamsIn,
  type QueryIn,
  type ResponseOut,
} from '@portal/contract';
import * as v from 'valibot';
import { ApiError } from './api-error';
import { XSRF_HEADER, readXsrfToken } from './xsrf';

type Schema<T> = v.GenericSchema<unknown, T>;

function withQuery(url: string, query?: Record<string, unknown>): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The message of an error answer (its `message`, short text, or the status). */
export function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return typeof body === 'string' && body.length < 300 && body
    ? body
    : `Request failed (${status})`;
}

async function send(method: string, url: string, body: unknown, signal?: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') {
    const token = readXsrfToken();
    if (token) headers[XSRF_HEADER] = token;
  }
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) {
    const errorBody = await readBody(response);
    const fieldErrors = response.status === 400 ? readFieldErrors(errorBody) : {};
    throw new ApiError(
      response.status,
      messageOf(errorBody, response.status),
      fieldErrors,
      errorBody,
    );
  }
  return response;
}

async function json<T>(response: Response, schema?: Schema<T>): Promise<T> {
  const body = await readBody(response);
  if (!schema) return body as T;
  const result = v.safeParse(schema, body);
  if (!result.success) {
    throw new ApiError(response.status, `Unexpected response from ${response.url}`, {}, body);
  }
  return result.output;
}

/** The input of a call to a contract endpoint; each part is typed by the endpoint's schemas. */
export type CallInput<E extends Endpoint> = {
  /** Aborts the request. */
  signal?: AbortSignal;
} & (Declares<E, 'params'> extends true ? { params: ParamsIn<E> } : { params?: undefined }) &
  (Declares<E, 'query'> extends true ? { query?: QueryIn<E> } : { query?: undefined }) &
  (Declares<E, 'body'> extends true ? { body: BodyIn<E> } : { body?: undefined });

/** The URL of a contract endpoint, for a navigation or a link (file downloads, redirects). */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  input: { params?: ParamsIn<E>; query?: QueryIn<E> } = {},
): string {
  const path = pathOf(endpoint.path, input.params as Record<string, unknown> | undefined);
  return withQuery(path, input.query as Record<string, unknown> | undefined);
}

async function sendTo<E extends Endpoint>(endpoint: E, input: CallInput<E>) {
  const url = endpointUrl(endpoint, input as { params?: ParamsIn<E>; query?: QueryIn<E> });
  // A POST without a body still sends `{}`, as the API expects JSON on every write.
  const body = input.body ?? (endpoint.method === 'POST' ? {} : undefined);
  return send(endpoint.method, url, body, input.signal);
}

type Optional<E extends Endpoint> = object extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>];

/**
 * Calls a contract endpoint: fills its path, sends its query and body (with the XSRF header on
 * writes), and parses the answer with its response schema.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input]: Optional<E>
): Promise<ResponseOut<E>> {
  const response = await sendTo(endpoint, input ?? ({} as CallInput<E>));
  return json(response, endpoint.response as Schema<ResponseOut<E>> | undefined);
}

/** Calls a contract endpoint and also returns the answer's headers (X-Total-Count of a page). */
export async function callApiWithHeaders<E extends Endpoint>(
  endpoint: E,
  ...[input]: Optional<E>
): Promise<{ body: ResponseOut<E>; headers: Headers }> {
  const response = await sendTo(endpoint, input ?? ({} as CallInput<E>));
  const body = await json(response, endpoint.response as Schema<ResponseOut<E>> | undefined);
  return { body, headers: response.headers };
}

/** Calls a contract endpoint whose answer is a file, as a Blob. */
export async function callApiBlob<E extends Endpoint>(
  endpoint: E,
  ...[input]: Optional<E>
): Promise<Blob> {
  return (await sendTo(endpoint, input ?? ({} as CallInput<E>))).blob();
}

/** The name an attachment is sent under (`filename*`, RFC 5987, else `filename`), or null. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (exact) {
    try {
      return decodeURIComponent(exact[1]!.trim());
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * Calls a contract endpoint whose answer is an attachment (an export): its bytes and the name
 * the server sends it under, for the page to save; a refusal throws the API's error, as JSON
 * calls do, so the page says why rather than saving an error as a file.
 */
export async function callApiFile<E extends Endpoint>(
  endpoint: E,
  ...[input]: Optional<E>
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await sendTo(endpoint, input ?? ({} as CallInput<E>));
  const fileName = attachmentName(response.headers.get('Content-Disposition'));
  return { blob: await response.blob(), fileName };
}
